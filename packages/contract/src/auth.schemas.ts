import { z } from 'zod';
import { text } from './common/fields';

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  /** Needed only after repeated failures (DESIGN §1.6); the answer's code says when. */
  captcha_token: z.string().optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ access_token: z.string(), refresh_token: text() });
export type LoginResponse = z.output<typeof LoginResponseSchema>;

export const RefreshRequestSchema = z.object({
  username: z.string().trim().min(1).max(100),
  refresh_token: z.string().min(1).max(200),
});
export const RefreshResponseSchema = z.object({ access_token: z.string() });

/** Spec §3: current-user summary. */
export const CurrentUserSchema = z.object({
  id: z.guid().optional(),
  username: z.string(),
  first_name: text(),
  is_admin: z.boolean().default(false),
});
export type CurrentUser = z.output<typeof CurrentUserSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

/** Spec §5: the captcha token is a required string. */
export const CaptchaQuerySchema = z.object({ token: z.string().min(1) });

/** Spec §3: captcha result. */
export const CaptchaResultSchema = z.object({
  success: z.boolean(),
  challenge_ts: z.string().nullable(),
  hostname: z.string().nullable(),
  score: z.number().nullable(),
  action: z.string().nullable(),
});
export type CaptchaResult = z.output<typeof CaptchaResultSchema>;

/** A proof-of-work challenge for the browser widget (ALTCHA v2 wire format, passed through). */
export const CaptchaChallengeSchema = z.record(z.string(), z.unknown());
