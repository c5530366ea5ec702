import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is ambient const */ as const,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so that timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('a password nobody has 9f3c');
  return dummyHash;
};

/** The policy beyond length (which the contract checks): not a common password, not the username. */
export function passwordProblem(password: string, username?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common; choose another';
  if (username && lower.includes(username.toLowerCase())) return 'The password must not contain the username';
  if (new Set(password).size < 4) return 'The password needs more different characters';
  return null;
}
