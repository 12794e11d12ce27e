import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import type { AppConfig } from './config.js';

const cwd = mkdtempSync(join(tmpdir(), 'jiyun-config-test-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const SECRET_A = 'a'.repeat(32);
const SECRET_B = 'b'.repeat(40);
const withSecrets = { ACCESS_TOKEN_SECRET: SECRET_A, REFRESH_TOKEN_SECRET: SECRET_B };
const production = {
  ...withSecrets,
  NODE_ENV: 'production',
  SMS_TRANSPORT: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the defaults outside production', () => {
    const config = loadConfig(withSecrets, cwd);
    expect(config).toMatchObject<Partial<AppConfig>>({
      nodeEnv: 'development',
      host: 'localhost',
      port: 3000,
      dataDir: join(cwd, '.data'),
      databaseUrl: null,
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 60 * 60,
      smsTransport: 'outbox',
      smsWebhookUrl: null,
      smsWebhookTimeoutMs: 5000,
      smsWebhookRetries: 5,
      otpPhoneRateLimitMax: 5,
      otpAddressRateLimitMax: 20,
      otpRateLimitWindow: 3600,
      fileStorage: 'local',
      filesDir: join(cwd, '.data', 'files'),
      s3: null,
      seedDemo: true,
      loginRateLimitMax: 10,
      loginAddressRateLimitMax: 30,
      loginRateLimitWindow: 900,
      trustProxy: false,
      redisUrl: null,
      logLevel: 'info',
      cookieSecure: false,
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 120_000,
    });
    expect(config.appDistDir).toMatch(/packages[/\\]app[/\\]dist$/);
  });

  it.each<[string, Record<string, string>, Partial<AppConfig>]>([
    ['PORT', { PORT: '8080' }, { port: 8080 }],
    ['HOST', { HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    ['DATA_DIR relative to cwd', { DATA_DIR: 'var/jiyun' }, { dataDir: join(cwd, 'var/jiyun') }],
    ['FILES_DIR follows DATA_DIR', { DATA_DIR: '/srv/jiyun' }, { filesDir: '/srv/jiyun/files' }],
    ['FILES_DIR', { FILES_DIR: '/mnt/files' }, { filesDir: '/mnt/files' }],
    [
      'DATABASE_URL postgres://',
      { DATABASE_URL: 'postgres://u@db/jiyun' },
      { databaseUrl: 'postgres://u@db/jiyun' },
    ],
    [
      'DATABASE_URL postgresql://',
      { DATABASE_URL: 'postgresql://db/j' },
      { databaseUrl: 'postgresql://db/j' },
    ],
    [
      'token lifetimes',
      { ACCESS_TOKEN_TTL: '60', REFRESH_TOKEN_TTL: '3600' },
      { accessTokenTtl: 60, refreshTokenTtl: 3600 },
    ],
    ['SEED_DEMO=false', { SEED_DEMO: 'false' }, { seedDemo: false }],
    [
      'login rate limit',
      { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW: '60' },
      { loginRateLimitMax: 3, loginRateLimitWindow: 60 },
    ],
    [
      'login rate limit per address',
      { LOGIN_ADDRESS_RATE_LIMIT_MAX: '100' },
      { loginAddressRateLimitMax: 100 },
    ],
    ['the longest access token', { ACCESS_TOKEN_TTL: '3600' }, { accessTokenTtl: 3600 }],
    ['TRUST_PROXY=false', { TRUST_PROXY: 'false' }, { trustProxy: false }],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, { trustProxy: true }],
    [
      'TRUST_PROXY addresses',
      { TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' },
      { trustProxy: ['10.0.0.1', '192.168.0.0/16', '::1'] },
    ],
    ['REDIS_URL', { REDIS_URL: 'redis://127.0.0.1:6379' }, { redisUrl: 'redis://127.0.0.1:6379' }],
    [
      'webhook SMS',
      { SMS_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example' },
      { smsTransport: 'webhook', smsWebhookUrl: 'https://sms.example' },
    ],
    [
      'webhook timeout and retries',
      { SMS_WEBHOOK_TIMEOUT_MS: '1500', SMS_WEBHOOK_RETRIES: '0' },
      { smsWebhookTimeoutMs: 1500, smsWebhookRetries: 0 },
    ],
    [
      'verification-code rate limits',
      {
        OTP_PHONE_RATE_LIMIT_MAX: '50',
        OTP_ADDRESS_RATE_LIMIT_MAX: '500',
        OTP_RATE_LIMIT_WINDOW: '60',
      },
      { otpPhoneRateLimitMax: 50, otpAddressRateLimitMax: 500, otpRateLimitWindow: 60 },
    ],
    ['APP_DIST_DIR', { APP_DIST_DIR: '/srv/app' }, { appDistDir: '/srv/app' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'warn' }, { logLevel: 'warn' }],
    ['COOKIE_SECURE=true', { COOKIE_SECURE: 'true' }, { cookieSecure: true }],
    [
      'request, header and connection timeouts',
      {
        REQUEST_TIMEOUT_MS: '30000',
        HEADERS_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '10000',
        CONNECTION_TIMEOUT_MS: '45000',
      },
      {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 5000,
        keepAliveTimeoutMs: 10_000,
        connectionTimeoutMs: 45_000,
      },
    ],
    [
      'FILE_STORAGE=s3 with every S3 variable',
      {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'cn-shenzhen-1',
        S3_BUCKET: 'jiyun-files.prod',
        S3_ACCESS_KEY_ID: 'AKIAJIYUNEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        S3_FORCE_PATH_STYLE: 'true',
        S3_TIMEOUT_MS: '2500',
      },
      {
        fileStorage: 's3',
        s3: {
          endpoint: 'http://minio.internal:9000',
          region: 'cn-shenzhen-1',
          bucket: 'jiyun-files.prod',
          credentials: {
            accessKeyId: 'AKIAJIYUNEXAMPLE',
            secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
          },
          forcePathStyle: true,
          timeoutMs: 2500,
        },
      },
    ],
    [
      'FILE_STORAGE=s3 on AWS with the instance role',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files' },
      {
        s3: {
          endpoint: null,
          region: 'us-east-1',
          bucket: 'jiyun-files',
          credentials: null,
          forcePathStyle: false,
          timeoutMs: 5000,
        },
      },
    ],
    ['S3 variables ignored with local storage', { S3_BUCKET: 'Not A Bucket' }, { s3: null }],
    ['blank values count as unset', { PORT: '  ', HOST: '' }, { port: 3000, host: 'localhost' }],
  ])('reads %s', (_name, env, expected) => {
    expect(loadConfig({ ...withSecrets, ...env }, cwd)).toMatchObject(expected);
  });

  it('uses secure cookies, webhook SMS and no demo data by default in production', () => {
    expect(loadConfig(production, cwd)).toMatchObject({
      nodeEnv: 'production',
      cookieSecure: true,
      smsTransport: 'webhook',
      seedDemo: false,
    });
  });

  it.each<[string, Record<string, string>, string]>([
    ['PORT not a number', { PORT: 'abc' }, 'PORT must be an integer from 1 to 65535, got "abc"'],
    [
      'PORT out of range',
      { PORT: '70000' },
      'PORT must be an integer from 1 to 65535, got "70000"',
    ],
    ['PORT fractional', { PORT: '80.5' }, 'PORT must be an integer from 1 to 65535, got "80.5"'],
    [
      'NODE_ENV unknown',
      { NODE_ENV: 'staging' },
      'NODE_ENV must be one of development, production, test, got "staging"',
    ],
    [
      'DATABASE_URL scheme',
      { DATABASE_URL: 'mysql://db/x' },
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://db/x"',
    ],
    [
      'DATABASE_URL password hidden',
      { DATABASE_URL: 'http://u:secret@db/x' },
      'DATABASE_URL must start with postgres:// or postgresql://, got "http://***@db/x"',
    ],
    [
      'short access secret',
      { ACCESS_TOKEN_SECRET: 'short' },
      'ACCESS_TOKEN_SECRET must be at least 32 characters, got 5',
    ],
    [
      'short refresh secret',
      { REFRESH_TOKEN_SECRET: 'x'.repeat(31) },
      'REFRESH_TOKEN_SECRET must be at least 32 characters, got 31',
    ],
    [
      'ACCESS_TOKEN_TTL zero',
      { ACCESS_TOKEN_TTL: '0' },
      'ACCESS_TOKEN_TTL must be an integer from 1 to 3600, got "0"',
    ],
    [
      'ACCESS_TOKEN_TTL of 30 days',
      { ACCESS_TOKEN_TTL: '2592000' },
      'ACCESS_TOKEN_TTL must be at most 3600 seconds (1 hour), got "2592000"; sessions last longer through REFRESH_TOKEN_TTL',
    ],
    [
      'ACCESS_TOKEN_TTL one second over an hour',
      { ACCESS_TOKEN_TTL: '3601' },
      'ACCESS_TOKEN_TTL must be at most 3600 seconds (1 hour), got "3601"; sessions last longer through REFRESH_TOKEN_TTL',
    ],
    [
      'REFRESH_TOKEN_TTL text',
      { REFRESH_TOKEN_TTL: '30d' },
      'REFRESH_TOKEN_TTL must be an integer from 1 to 315360000, got "30d"',
    ],
    [
      'SMS_TRANSPORT unknown',
      { SMS_TRANSPORT: 'carrier-pigeon' },
      'SMS_TRANSPORT must be one of outbox, webhook, got "carrier-pigeon"',
    ],
    [
      'webhook without URL',
      { SMS_TRANSPORT: 'webhook' },
      'SMS_WEBHOOK_URL is required when SMS_TRANSPORT=webhook',
    ],
    [
      'webhook URL scheme',
      { SMS_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'ftp://x' },
      'SMS_WEBHOOK_URL must be an http(s) URL, got "ftp://x"',
    ],
    [
      'SMS_WEBHOOK_TIMEOUT_MS too short',
      { SMS_WEBHOOK_TIMEOUT_MS: '10' },
      'SMS_WEBHOOK_TIMEOUT_MS must be an integer from 100 to 60000, got "10"',
    ],
    [
      'REQUEST_TIMEOUT_MS zero (no timeout at all)',
      { REQUEST_TIMEOUT_MS: '0' },
      'REQUEST_TIMEOUT_MS must be an integer from 1000 to 600000, got "0"',
    ],
    [
      'HEADERS_TIMEOUT_MS longer than the whole request',
      { REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '20000' },
      'HEADERS_TIMEOUT_MS (20000) must not be longer than REQUEST_TIMEOUT_MS (10000)',
    ],
    [
      'CONNECTION_TIMEOUT_MS text',
      { CONNECTION_TIMEOUT_MS: '2m' },
      'CONNECTION_TIMEOUT_MS must be an integer from 1000 to 3600000, got "2m"',
    ],
    [
      'SMS_WEBHOOK_RETRIES too many',
      { SMS_WEBHOOK_RETRIES: '9' },
      'SMS_WEBHOOK_RETRIES must be an integer from 0 to 5, got "9"',
    ],
    [
      'OTP_PHONE_RATE_LIMIT_MAX zero',
      { OTP_PHONE_RATE_LIMIT_MAX: '0' },
      'OTP_PHONE_RATE_LIMIT_MAX must be an integer from 1 to 1000000, got "0"',
    ],
    [
      'OTP_ADDRESS_RATE_LIMIT_MAX text',
      { OTP_ADDRESS_RATE_LIMIT_MAX: 'many' },
      'OTP_ADDRESS_RATE_LIMIT_MAX must be an integer from 1 to 1000000, got "many"',
    ],
    [
      'OTP_RATE_LIMIT_WINDOW zero',
      { OTP_RATE_LIMIT_WINDOW: '0' },
      'OTP_RATE_LIMIT_WINDOW must be an integer from 1 to 2592000, got "0"',
    ],
    [
      'FILE_STORAGE unknown',
      { FILE_STORAGE: 'oss' },
      'FILE_STORAGE must be one of local, s3, got "oss"',
    ],
    ['S3 without a bucket', { FILE_STORAGE: 's3' }, 'S3_BUCKET is required when FILE_STORAGE=s3'],
    ...['Jiyun_Files', 'ab', 'files-', 'a..b'].map(
      (bucket): [string, Record<string, string>, string] => [
        `S3_BUCKET ${bucket}`,
        { FILE_STORAGE: 's3', S3_BUCKET: bucket },
        `S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens), got "${bucket}"`,
      ],
    ),
    [
      'S3_ENDPOINT without a scheme',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http(s) URL, got "minio:9000"',
    ],
    [
      'S3_ENDPOINT password hidden',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_ENDPOINT: 'ftp://key:secret@minio' },
      'S3_ENDPOINT must be an http(s) URL, got "ftp://***@minio"',
    ],
    [
      'S3_REGION with spaces',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_REGION: 'Hong Kong' },
      'S3_REGION must be a region name such as us-east-1, got "Hong Kong"',
    ],
    [
      'S3 key id without its secret',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_ACCESS_KEY_ID: 'AKIAJIYUNEXAMPLE' },
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    ],
    [
      'S3 secret without its key id',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_SECRET_ACCESS_KEY: 'x'.repeat(40) },
      'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    ],
    [
      'S3_FORCE_PATH_STYLE',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_FORCE_PATH_STYLE: 'path' },
      'S3_FORCE_PATH_STYLE must be true or false, got "path"',
    ],
    [
      'S3_TIMEOUT_MS zero (no bound at all)',
      { FILE_STORAGE: 's3', S3_BUCKET: 'jiyun-files', S3_TIMEOUT_MS: '0' },
      'S3_TIMEOUT_MS must be an integer from 100 to 60000, got "0"',
    ],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false, got "maybe"'],
    [
      'COOKIE_SECURE',
      { COOKIE_SECURE: 'sometimes' },
      'COOKIE_SECURE must be true or false, got "sometimes"',
    ],
    [
      'LOGIN_RATE_LIMIT_MAX',
      { LOGIN_RATE_LIMIT_MAX: '-1' },
      'LOGIN_RATE_LIMIT_MAX must be an integer from 1 to 1000000, got "-1"',
    ],
    [
      'LOGIN_RATE_LIMIT_WINDOW',
      { LOGIN_RATE_LIMIT_WINDOW: 'soon' },
      'LOGIN_RATE_LIMIT_WINDOW must be an integer from 1 to 2592000, got "soon"',
    ],
    [
      'LOGIN_ADDRESS_RATE_LIMIT_MAX',
      { LOGIN_ADDRESS_RATE_LIMIT_MAX: '0' },
      'LOGIN_ADDRESS_RATE_LIMIT_MAX must be an integer from 1 to 1000000, got "0"',
    ],
    ...['yes please', '10.0.0.300', '10.0.0.0/33', '2', 'proxy.internal'].map(
      (value): [string, Record<string, string>, string] => [
        `TRUST_PROXY ${value}`,
        { TRUST_PROXY: value },
        `TRUST_PROXY must be false, true or proxy addresses separated by commas, got "${value}"`,
      ],
    ),
    [
      'REDIS_URL',
      { REDIS_URL: 'localhost:6379' },
      'REDIS_URL must start with redis:// or rediss://, got "localhost:6379"',
    ],
    [
      'LOG_LEVEL',
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
  ])('refuses %s', (_name, env, problem) => {
    expect(problemsOf({ ...withSecrets, ...env })).toEqual([problem]);
  });

  it('refuses the outbox and missing secrets in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', SMS_TRANSPORT: 'outbox' })).toEqual([
      'SMS_TRANSPORT=outbox keeps codes in the database and is refused in production; use webhook',
      'ACCESS_TOKEN_SECRET is required in production (at least 32 characters)',
      'REFRESH_TOKEN_SECRET is required in production (at least 32 characters)',
    ]);
  });

  it('collects every problem into one error', () => {
    const problems = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', FILE_STORAGE: 's3' });
    // The third: FILE_STORAGE=s3 without S3_BUCKET.
    expect(problems).toHaveLength(3);
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' }, cwd)).toThrow(
      /Invalid configuration:\n- PORT must be .*\n- LOG_LEVEL must be/,
    );
  });

  it('generates secrets once outside production and keeps them in DATA_DIR/secrets.json (0600)', () => {
    const dataDir = join(cwd, 'generated');
    const first = loadConfig({ DATA_DIR: dataDir }, cwd);
    const second = loadConfig({ DATA_DIR: dataDir }, cwd);
    expect(first.accessTokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.refreshTokenSecret).not.toBe(first.accessTokenSecret);
    expect(second.accessTokenSecret).toBe(first.accessTokenSecret);
    expect(second.refreshTokenSecret).toBe(first.refreshTokenSecret);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      accessTokenSecret: first.accessTokenSecret,
      refreshTokenSecret: first.refreshTokenSecret,
    });
  });

  it('prefers secrets from the environment over kept ones', () => {
    const dataDir = join(cwd, 'generated');
    expect(
      loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_SECRET: SECRET_A }, cwd).accessTokenSecret,
    ).toBe(SECRET_A);
  });
});
