import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, seedDemo: true, adminUsername: 'admin', logoUrl: '/logo.svg' });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ PUBLIC_BASE_URL: 'not an address' }, 'PUBLIC_BASE_URL'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: '2.5' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ EXPORTS_PER_MINUTE: '0' }, 'EXPORTS_PER_MINUTE'],
    [{ LOGIN_CAPTCHA_AFTER_FAILURES: '0' }, 'LOGIN_CAPTCHA_AFTER_FAILURES'],
    [{ SERVER_ROLE: 'both' }, 'SERVER_ROLE'],
    [{ JOB_CLAIM_SECONDS: '5' }, 'JOB_CLAIM_SECONDS'],
    [{ JOB_CLAIM_SECONDS: '1.5' }, 'JOB_CLAIM_SECONDS'],
  ])('stops on a bad setting and names it (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('asks for a login captcha after 3 failures by default, or as many as LOGIN_CAPTCHA_AFTER_FAILURES says', () => {
    expect(loadConfig({}).rateLimits.loginFailuresBeforeCaptcha.limit).toBe(3);
    expect(loadConfig({ LOGIN_CAPTCHA_AFTER_FAILURES: '5' }).rateLimits.loginFailuresBeforeCaptcha.limit).toBe(5);
  });

  it('has no default admin password outside demo mode', () => {
    const config = loadConfig({ SEED_DEMO: 'false' });
    expect(config.adminPassword).toBeUndefined();
  });

  it('gives a stop ten seconds by default, or the milliseconds SHUTDOWN_TIMEOUT_MS names', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  });

  it('lets a member start 120 exports a minute by default, or as many as EXPORTS_PER_MINUTE says', () => {
    expect(loadConfig({}).rateLimits.exportsPerUser).toEqual({ limit: 120, windowSeconds: 60 });
    expect(loadConfig({ EXPORTS_PER_MINUTE: '5' }).rateLimits.exportsPerUser.limit).toBe(5);
  });

  it('logs JSON lines to a pipe or file and readable lines to a terminal, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  it('serves requests and works jobs by default, or only one of them as SERVER_ROLE says', () => {
    expect(loadConfig({}).serverRole).toBe('all');
    expect(loadConfig({ SERVER_ROLE: 'web' }).serverRole).toBe('web');
    expect(loadConfig({ SERVER_ROLE: 'worker' }).serverRole).toBe('worker');
    expect(loadConfig({ SERVER_ROLE: '' }).serverRole).toBe('all');
  });

  it("lets another process take a silent process's job after JOB_CLAIM_SECONDS, 30 unless set", () => {
    expect(loadConfig({}).jobTimings).toMatchObject({ heartbeatSeconds: 30, superviseSeconds: 15 });
    expect(loadConfig({ JOB_CLAIM_SECONDS: '10' }).jobTimings).toMatchObject({
      heartbeatSeconds: 10,
      superviseSeconds: 5,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  describe('file storage', () => {
    const S3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.example.com',
      S3_BUCKET: 'stockroom-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('keeps files in the folder under DATA_DIR when no S3 setting is given', () => {
      expect(loadConfig({}).storage).toEqual({ kind: 'folder' });
    });

    it('uses the S3-compatible store when all five S3 settings are given, redirecting downloads', () => {
      expect(loadConfig({ ...S3, S3_PREFIX: 'shop/files/' }).storage).toEqual({
        kind: 's3',
        endpoint: S3.S3_ENDPOINT,
        bucket: S3.S3_BUCKET,
        region: S3.S3_REGION,
        accessKeyId: S3.S3_ACCESS_KEY_ID,
        secretAccessKey: S3.S3_SECRET_ACCESS_KEY,
        prefix: 'shop/files',
        redirectDownloads: true,
      });
      expect(loadConfig(S3).storage).toMatchObject({ prefix: '' });
      expect(loadConfig({ ...S3, S3_REDIRECT_DOWNLOADS: 'false' }).storage).toMatchObject({ redirectDownloads: false });
    });

    it.each(Object.keys(S3))('stops when %s is missing from the S3 settings, naming it', (name) => {
      const env: Record<string, string> = { ...S3 };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: set S3_ENDPOINT, S3_BUCKET, S3_REGION`));
    });

    it('stops on S3_PREFIX alone, naming every missing S3 setting', () => {
      const message = () => loadConfig({ S3_PREFIX: 'files' });
      for (const name of Object.keys(S3)) expect(message).toThrow(new RegExp(`\\n  ${name}: `));
    });

    it.each([
      [{ S3_ENDPOINT: 'ftp://files.example.com' }, 'S3_ENDPOINT'],
      [{ S3_ENDPOINT: 'not an address' }, 'S3_ENDPOINT'],
      [{ S3_BUCKET: 'Has_Capitals' }, 'S3_BUCKET'],
      [{ S3_REGION: 'Europe (Frankfurt)' }, 'S3_REGION'],
      [{ S3_PREFIX: '/absolute' }, 'S3_PREFIX'],
      [{ S3_PREFIX: 'a//b' }, 'S3_PREFIX'],
      [{ S3_PREFIX: 'a/../b' }, 'S3_PREFIX'],
      [{ S3_REDIRECT_DOWNLOADS: 'sometimes' }, 'S3_REDIRECT_DOWNLOADS'],
    ])('stops on a bad S3 setting and names it (%o)', (bad, name) => {
      expect(() => loadConfig({ ...S3, ...bad })).toThrow(new RegExp(`${name}:`));
    });
  });
});
