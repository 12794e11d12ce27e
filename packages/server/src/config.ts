import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';
export type SmsTransport = 'outbox' | 'webhook';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the server reads from its environment, checked and with defaults applied. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | null;
  accessTokenSecret: string;
  refreshTokenSecret: string;
  /** Seconds, at most `MAX_ACCESS_TOKEN_TTL`. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  smsTransport: SmsTransport;
  smsWebhookUrl: string | null;
  /** Milliseconds one webhook call may take before it counts as failed. */
  smsWebhookTimeoutMs: number;
  /** Further tries after a failed webhook call (network error, timeout or 5xx), spaced by backoff. */
  smsWebhookRetries: number;
  /** Verification codes one phone may be sent per `otpRateLimitWindow`. */
  otpPhoneRateLimitMax: number;
  /** Verification codes one client address may ask for per `otpRateLimitWindow`. */
  otpAddressRateLimitMax: number;
  /** Seconds. */
  otpRateLimitWindow: number;
  fileStorage: FileStorageKind;
  /** Local storage's directory (also with `s3`: nothing is written there then). */
  filesDir: string;
  /** The bucket when `fileStorage` is `s3`, null otherwise. */
  s3: S3Config | null;
  seedDemo: boolean;
  /** Failed sign-ins one phone may have per window, from any address; a success resets it. */
  loginRateLimitMax: number;
  /** Failed sign-ins one client address may have per window, over every phone. */
  loginAddressRateLimitMax: number;
  /** Seconds. */
  loginRateLimitWindow: number;
  /**
   * Fastify's `trustProxy`: whether the client's address is read from X-Forwarded-For, from
   * any peer (true) or only from these proxy addresses.
   */
  trustProxy: TrustProxy;
  redisUrl: string | null;
  appDistDir: string;
  logLevel: LogLevel;
  cookieSecure: boolean;
  /** Milliseconds a client has to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** Milliseconds a client has to send the request headers; at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Milliseconds a connection may stay silent (no byte either way) before it is closed. */
  connectionTimeoutMs: number;
}

export type TrustProxy = boolean | string[];

export type FileStorageKind = 'local' | 's3';

/** An S3-compatible bucket (`S3_*` variables); see `createS3Storage`. */
export interface S3Config {
  /** Null: AWS itself, found from the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null: the SDK's own credential chain (an instance role, `AWS_*` variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Milliseconds the store may stay silent (connecting, or mid-call) before the request answers 503. */
  timeoutMs: number;
}

/**
 * A leaked access token works until it expires (a change of rights or a logout ends it sooner):
 * keep that short. Sessions last through the refresh token.
 */
export const MAX_ACCESS_TOKEN_TTL = 3600;

/** Thrown by `loadConfig` with every problem found, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const SECRET_MIN_LENGTH = 32;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

// Same depth from src/ and dist/, so the default works for `tsx` and for the built server.
const DEFAULT_APP_DIST_DIR = fileURLToPath(new URL('../../app/dist', import.meta.url));

type Env = Record<string, string | undefined>;

/** Where uploaded files are kept: what the server and `pnpm ops files:sweep` both open. */
export type StorageConfig = Pick<AppConfig, 'fileStorage' | 'filesDir' | 's3'>;

function storageSettings(
  read: (name: string) => string | undefined,
  dataDir: string,
  cwd: string,
  problems: string[],
): StorageConfig {
  const fileStorage = oneOf(
    read('FILE_STORAGE'),
    ['local', 's3'] as const,
    'local',
    'FILE_STORAGE',
    problems,
  );
  const filesDir = resolvePath(read('FILES_DIR') ?? join(dataDir, 'files'), cwd);
  const s3 = fileStorage === 's3' ? s3Config(read, problems) : null;
  return { fileStorage, filesDir, s3 };
}

/**
 * The file storage settings alone (FILE_STORAGE, FILES_DIR, DATA_DIR, S3_*), for `pnpm ops`,
 * which needs none of the server's secrets; throws one `ConfigError` listing every bad value.
 */
export function loadStorageConfig(env: Env = process.env, cwd = process.cwd()): StorageConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const dataDir = resolvePath(read('DATA_DIR') ?? './.data', cwd);
  const settings = storageSettings(read, dataDir, cwd, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}

/** Reads the environment; throws one `ConfigError` listing every bad value. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = oneOf(read('NODE_ENV'), NODE_ENVS, 'development', 'NODE_ENV', problems);
  const production = nodeEnv === 'production';

  const host = read('HOST') ?? 'localhost';
  const port = integer(read('PORT'), 3000, 1, 65535, 'PORT', problems);
  const dataDir = resolvePath(read('DATA_DIR') ?? './.data', cwd);

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${redactUrl(databaseUrl)}"`,
    );
  }

  const accessTokenTtl = accessTokenLifetime(read('ACCESS_TOKEN_TTL'), problems);
  const refreshTokenTtl = integer(
    read('REFRESH_TOKEN_TTL'),
    THIRTY_DAYS,
    1,
    10 * 365 * 24 * 60 * 60,
    'REFRESH_TOKEN_TTL',
    problems,
  );

  const smsTransport = oneOf(
    read('SMS_TRANSPORT'),
    ['outbox', 'webhook'] as const,
    production ? 'webhook' : 'outbox',
    'SMS_TRANSPORT',
    problems,
  );
  const smsWebhookUrl = read('SMS_WEBHOOK_URL') ?? null;
  if (production && smsTransport === 'outbox') {
    problems.push(
      'SMS_TRANSPORT=outbox keeps codes in the database and is refused in production; use webhook',
    );
  }
  if (smsTransport === 'webhook') {
    if (smsWebhookUrl === null)
      problems.push('SMS_WEBHOOK_URL is required when SMS_TRANSPORT=webhook');
    else if (!/^https?:\/\/.+/.test(smsWebhookUrl)) {
      problems.push(`SMS_WEBHOOK_URL must be an http(s) URL, got "${smsWebhookUrl}"`);
    }
  }

  const smsWebhookTimeoutMs = integer(
    read('SMS_WEBHOOK_TIMEOUT_MS'),
    5000,
    100,
    60_000,
    'SMS_WEBHOOK_TIMEOUT_MS',
    problems,
  );
  const smsWebhookRetries = integer(
    read('SMS_WEBHOOK_RETRIES'),
    5,
    0,
    5,
    'SMS_WEBHOOK_RETRIES',
    problems,
  );
  const otpPhoneRateLimitMax = integer(
    read('OTP_PHONE_RATE_LIMIT_MAX'),
    5,
    1,
    1_000_000,
    'OTP_PHONE_RATE_LIMIT_MAX',
    problems,
  );
  const otpAddressRateLimitMax = integer(
    read('OTP_ADDRESS_RATE_LIMIT_MAX'),
    20,
    1,
    1_000_000,
    'OTP_ADDRESS_RATE_LIMIT_MAX',
    problems,
  );
  const otpRateLimitWindow = integer(
    read('OTP_RATE_LIMIT_WINDOW'),
    3600,
    1,
    THIRTY_DAYS,
    'OTP_RATE_LIMIT_WINDOW',
    problems,
  );

  const { fileStorage, filesDir, s3 } = storageSettings(read, dataDir, cwd, problems);

  // Demo accounts have published passwords, so production only gets them when asked.
  const seedDemo = boolean(read('SEED_DEMO'), !production, 'SEED_DEMO', problems);
  const loginRateLimitMax = integer(
    read('LOGIN_RATE_LIMIT_MAX'),
    10,
    1,
    1_000_000,
    'LOGIN_RATE_LIMIT_MAX',
    problems,
  );
  const loginAddressRateLimitMax = integer(
    read('LOGIN_ADDRESS_RATE_LIMIT_MAX'),
    30,
    1,
    1_000_000,
    'LOGIN_ADDRESS_RATE_LIMIT_MAX',
    problems,
  );
  const trustProxy = trustedProxies(read('TRUST_PROXY'), problems);
  const loginRateLimitWindow = integer(
    read('LOGIN_RATE_LIMIT_WINDOW'),
    900,
    1,
    THIRTY_DAYS,
    'LOGIN_RATE_LIMIT_WINDOW',
    problems,
  );

  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/.+/.test(redisUrl)) {
    problems.push(`REDIS_URL must start with redis:// or rediss://, got "${redactUrl(redisUrl)}"`);
  }

  const appDistDir = resolvePath(read('APP_DIST_DIR') ?? DEFAULT_APP_DIST_DIR, cwd);
  const logLevel = oneOf(read('LOG_LEVEL'), LOG_LEVELS, 'info', 'LOG_LEVEL', problems);
  const cookieSecure = boolean(read('COOKIE_SECURE'), production, 'COOKIE_SECURE', problems);

  const requestTimeoutMs = integer(
    read('REQUEST_TIMEOUT_MS'),
    60_000,
    1000,
    600_000,
    'REQUEST_TIMEOUT_MS',
    problems,
  );
  const headersTimeoutMs = integer(
    read('HEADERS_TIMEOUT_MS'),
    15_000,
    1000,
    600_000,
    'HEADERS_TIMEOUT_MS',
    problems,
  );
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (headersTimeoutMs > requestTimeoutMs) {
    problems.push(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  const keepAliveTimeoutMs = integer(
    read('KEEP_ALIVE_TIMEOUT_MS'),
    72_000,
    1000,
    600_000,
    'KEEP_ALIVE_TIMEOUT_MS',
    problems,
  );
  const connectionTimeoutMs = integer(
    read('CONNECTION_TIMEOUT_MS'),
    120_000,
    1000,
    3_600_000,
    'CONNECTION_TIMEOUT_MS',
    problems,
  );

  let accessTokenSecret = secret(
    read('ACCESS_TOKEN_SECRET'),
    'ACCESS_TOKEN_SECRET',
    production,
    problems,
  );
  let refreshTokenSecret = secret(
    read('REFRESH_TOKEN_SECRET'),
    'REFRESH_TOKEN_SECRET',
    production,
    problems,
  );

  if (problems.length > 0) throw new ConfigError(problems);

  if (accessTokenSecret === null || refreshTokenSecret === null) {
    const kept = keptSecrets(dataDir);
    accessTokenSecret ??= kept.accessTokenSecret;
    refreshTokenSecret ??= kept.refreshTokenSecret;
  }

  return {
    nodeEnv,
    host,
    port,
    dataDir,
    databaseUrl,
    accessTokenSecret,
    refreshTokenSecret,
    accessTokenTtl,
    refreshTokenTtl,
    smsTransport,
    smsWebhookUrl,
    smsWebhookTimeoutMs,
    smsWebhookRetries,
    otpPhoneRateLimitMax,
    otpAddressRateLimitMax,
    otpRateLimitWindow,
    fileStorage,
    filesDir,
    s3,
    seedDemo,
    loginRateLimitMax,
    loginAddressRateLimitMax,
    loginRateLimitWindow,
    trustProxy,
    redisUrl,
    appDistDir,
    logLevel,
    cookieSecure,
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs,
    connectionTimeoutMs,
  };
}

// S3's bucket naming rules (3-63 characters, lower case, digits, dots and hyphens, starting and
// ending with a letter or digit); every S3-compatible store we know accepts them.
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_PATTERN = /^[a-z0-9-]{1,64}$/;

/** The `S3_*` variables of `FILE_STORAGE=s3`, every problem named by its variable. */
function s3Config(read: (name: string) => string | undefined, problems: string[]): S3Config {
  const endpoint = read('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http(s) URL, got "${redactUrl(endpoint)}"`);
  }
  const region = read('S3_REGION') ?? 'us-east-1';
  if (!REGION_PATTERN.test(region)) {
    problems.push(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  }
  const bucket = read('S3_BUCKET');
  if (bucket === undefined) {
    problems.push('S3_BUCKET is required when FILE_STORAGE=s3');
  } else if (!BUCKET_PATTERN.test(bucket) || bucket.includes('..')) {
    problems.push(
      `S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens), got "${bucket}"`,
    );
  }
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  // Both or neither: neither leaves the credentials to the SDK (an instance role on AWS).
  if (accessKeyId !== undefined && secretAccessKey === undefined) {
    problems.push('S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set');
  }
  if (accessKeyId === undefined && secretAccessKey !== undefined) {
    problems.push('S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set');
  }
  const forcePathStyle = boolean(
    read('S3_FORCE_PATH_STYLE'),
    false,
    'S3_FORCE_PATH_STYLE',
    problems,
  );
  const timeoutMs = integer(read('S3_TIMEOUT_MS'), 5000, 100, 60_000, 'S3_TIMEOUT_MS', problems);
  return {
    endpoint,
    region,
    bucket: bucket ?? '',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : null,
    forcePathStyle,
    timeoutMs,
  };
}

function resolvePath(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function redactUrl(value: string): string {
  return value.replace(/\/\/[^@/]*@/, '//***@');
}

function accessTokenLifetime(raw: string | undefined, problems: string[]): number {
  if (raw !== undefined && /^\d+$/.test(raw) && Number(raw) > MAX_ACCESS_TOKEN_TTL) {
    problems.push(
      `ACCESS_TOKEN_TTL must be at most ${MAX_ACCESS_TOKEN_TTL} seconds (1 hour), got "${raw}"; ` +
        'sessions last longer through REFRESH_TOKEN_TTL',
    );
    return 900;
  }
  return integer(raw, 900, 1, MAX_ACCESS_TOKEN_TTL, 'ACCESS_TOKEN_TTL', problems);
}

/**
 * `false`/`true`, or a comma-separated list of proxy addresses (CIDR allowed). No hop count:
 * Fastify 5 refuses to trust one, as it cannot tell a proxy from a client that sends the header.
 */
function trustedProxies(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['false', '0', 'no'].includes(lower)) return false;
  if (['true', '1', 'yes'].includes(lower)) return true;
  const entries = raw.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  if (entries.every(isAddress)) return entries;
  problems.push(
    `TRUST_PROXY must be false, true or proxy addresses separated by commas, got "${raw}"`,
  );
  return false;
}

function integer(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function boolean(
  raw: string | undefined,
  fallback: boolean,
  name: string,
  problems: string[],
): boolean {
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

function oneOf<T extends string>(
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
  name: string,
  problems: string[],
): T {
  if (raw === undefined) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return fallback;
}

function secret(
  raw: string | undefined,
  name: string,
  production: boolean,
  problems: string[],
): string | null {
  if (raw === undefined) {
    if (production)
      problems.push(`${name} is required in production (at least ${SECRET_MIN_LENGTH} characters)`);
    return null;
  }
  if (raw.length < SECRET_MIN_LENGTH) {
    problems.push(`${name} must be at least ${SECRET_MIN_LENGTH} characters, got ${raw.length}`);
    return null;
  }
  return raw;
}

interface KeptSecrets {
  accessTokenSecret: string;
  refreshTokenSecret: string;
}

/**
 * Secrets generated once for a development machine, so sessions survive restarts
 * without anyone having to invent a secret.
 */
function keptSecrets(dataDir: string): KeptSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeptSecrets(parsed)) return parsed;
  }
  const fresh: KeptSecrets = {
    accessTokenSecret: randomBytes(48).toString('base64url'),
    refreshTokenSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return fresh;
}

function isKeptSecrets(value: unknown): value is KeptSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.accessTokenSecret === 'string' &&
    record.accessTokenSecret.length >= SECRET_MIN_LENGTH &&
    typeof record.refreshTokenSecret === 'string' &&
    record.refreshTokenSecret.length >= SECRET_MIN_LENGTH
  );
}
