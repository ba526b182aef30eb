import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsString, Matches, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

const splitList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : value;

/**
 * Every setting the processes read, validated once at start. A bad value stops the process
 * with one line naming the variable (see loadConfig), never a stack trace later on.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Matches(/^postgres(ql)?:\/\/[^\s]+\/[\w-]+(\?.*)?$/, { message: 'must be a postgres:// URL with a database name' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/crew_reviews';

  @Matches(/^rediss?:\/\/[^\s]+$/, { message: 'must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key (sessions, queues, rate limits), so runs and environments never share keys. */
  @Matches(/^[\w:-]{1,64}$/, { message: 'must be 1-64 letters, digits, colons or dashes' })
  REDIS_PREFIX = 'crew';

  /** Empty means no SMTP server: mails are written to the log, links included. */
  @Matches(/^(smtps?:\/\/[^\s]+)?$/, { message: 'must be empty or an smtp:// or smtps:// URL' })
  SMTP_URL = '';

  @MinLength(3)
  @IsString()
  MAIL_FROM = 'Crew Reviews <no-reply@crew-reviews.local>';

  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'must be an http(s) origin without a trailing slash, e.g. http://localhost:3000' })
  APP_URL = 'http://localhost:3000';

  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @Min(0)
  @Max(65535)
  @IsInt({ message: 'must be a whole number' })
  PORT = 3000;

  @MinLength(32, { message: 'must be at least 32 characters' })
  @IsString()
  SESSION_SECRET = 'development-only-session-secret-change-me-please';

  @Transform(splitList)
  @IsEmail({}, { each: true, message: 'must be a comma-separated list of email addresses' })
  ADMIN_EMAILS: string[] = [];

  /**
   * Passkeys (WebAuthn) are bound to this domain (the relying party id): APP_URL's host or a
   * parent domain of it. Empty means APP_URL's host. Changing it later orphans every passkey.
   */
  @Matches(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)?$/, { message: 'must be empty or a domain name such as crew-reviews.com' })
  WEBAUTHN_RP_ID = '';

  /**
   * The origins browsers create and use passkeys on, comma-separated; empty means APP_URL
   * (add the Vite dev server's http://localhost:5173 when developing against it).
   */
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value))
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { each: true, message: 'must be a comma-separated list of http(s) origins, e.g. https://crew-reviews.com' })
  WEBAUTHN_ORIGINS: string[] = [];

  /** Where uploaded objects (profile photos) are kept when no S3-compatible store is configured. */
  @MinLength(1)
  @IsString()
  STORAGE_DIR = './var/uploads';

  /**
   * An S3-compatible bucket for uploaded objects; empty keeps them on local disk under
   * STORAGE_DIR. The other S3_ variables are read only when it is set.
   */
  @Matches(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/, { message: 'must be empty or a bucket name (3-63 lower-case letters, digits, dots or dashes)' })
  S3_BUCKET = '';

  /** The store's endpoint (MinIO, R2, a local test server); empty means AWS itself. Browsers upload to it directly. */
  @Matches(/^(https?:\/\/[^\s/?#]+(\/[^\s?#]*)?)?$/, { message: 'must be empty or an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com' })
  S3_ENDPOINT = '';

  /**
   * The endpoint as browsers reach it, when that differs from S3_ENDPOINT (a MinIO the API
   * reaches as http://minio:9000 and browsers as http://localhost:9000); empty means S3_ENDPOINT.
   * Presigned upload URLs and the Content-Security-Policy name it.
   */
  @Matches(/^(https?:\/\/[^\s/?#]+(\/[^\s?#]*)?)?$/, { message: 'must be empty or an http(s) URL, e.g. http://localhost:9000' })
  S3_PUBLIC_ENDPOINT = '';

  @Matches(/^[a-z0-9-]{2,32}$/, { message: 'must be a region name such as eu-west-1' })
  S3_REGION = 'us-east-1';

  /** Both keys, or neither: then the SDK's default chain (AWS_* variables, an instance or task role). */
  @IsString()
  S3_ACCESS_KEY_ID = '';

  @IsString()
  S3_SECRET_ACCESS_KEY = '';

  /** Addresses objects as endpoint/bucket/key instead of bucket.endpoint/key; most non-AWS stores need it. */
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'must be true or false' })
  S3_FORCE_PATH_STYLE = false;

  /** Folder of the built frontend that the API serves; empty disables serving it. */
  @IsString()
  FRONTEND_DIST = '';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Which proxies in front of the API to believe about the client's address and protocol
   * (Express 'trust proxy'): 'loopback' (a proxy on the same machine), a comma-separated
   * list of addresses or CIDR ranges, or a number of hops. Cookies are Secure when a trusted
   * proxy says the request came over TLS (X-Forwarded-Proto: https).
   */
  @Matches(/^(loopback|linklocal|uniquelocal|\d{1,2}|[\da-fA-F.:/]+(\s*,\s*([\da-fA-F.:/]+|loopback|linklocal|uniquelocal))*)$/, {
    message: "must be 'loopback', a number of hops, or a comma-separated list of addresses or CIDR ranges",
  })
  TRUST_PROXY = 'loopback';

  /** Off in tests that need to run many sign-ins from one address. */
  @Transform(({ value }) => (typeof value === 'string' ? value !== 'false' : value))
  @IsBoolean()
  RATE_LIMITS_ENABLED = true;

  /**
   * How long a job handed to Redis may stay unconfirmed before the outbox relay checks that
   * Redis still has it (and hands it over again if not: a Redis that lost its data).
   */
  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @Min(100)
  @IsInt({ message: 'must be a whole number' })
  OUTBOX_RECHECK_MS = 60_000;

  /**
   * How often the worker sweeps for certificate expiry reminders (ADR 0025): hourly by
   * default; each reminder goes once whatever the number of sweeps, so a shorter interval only
   * sends sooner (the end-to-end run uses seconds instead of waiting an hour).
   */
  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @Min(1000)
  @IsInt({ message: 'must be a whole number' })
  CERTIFICATE_REMINDERS_EVERY_MS = 3_600_000;

  /**
   * How often the worker sends saved-search alerts: daily by default (a digest). Each run
   * looks at what changed since the last, and nobody is announced twice for one search.
   */
  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @Min(1000)
  @IsInt({ message: 'must be a whole number' })
  SAVED_SEARCH_ALERTS_EVERY_MS = 86_400_000;

  /**
   * A streaming replica for the reads that tolerate a few seconds of lag (search, public
   * profiles, admin statistics); empty sends every query to DATABASE_URL.
   */
  @Matches(/^(postgres(ql)?:\/\/[^\s]+\/[\w-]+(\?.*)?)?$/, { message: 'must be empty or a postgres:// URL with a database name' })
  DATABASE_REPLICA_URL = '';

  /**
   * Redis Sentinels (host:port, comma-separated) to ask for the current primary instead of
   * REDIS_URL; REDIS_URL still gives the password and database number when set.
   */
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value))
  @Matches(/^[\w.-]+:\d{1,5}$/, { each: true, message: 'must be a comma-separated list of host:port pairs' })
  REDIS_SENTINELS: string[] = [];

  /** The primary's name the Sentinels watch. */
  @Matches(/^[\w.-]{1,64}$/, { message: 'must be 1-64 letters, digits, dots or dashes' })
  REDIS_SENTINEL_NAME = 'crew';

  /**
   * Seconds a stopping process (SIGTERM) has to finish the requests or jobs it holds before
   * it exits anyway; keep it below the orchestrator's own kill timeout.
   */
  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @Min(1)
  @Max(600)
  @IsInt({ message: 'must be a whole number' })
  SHUTDOWN_GRACE_SECONDS = 25;

  /**
   * A separate port serving only GET /metrics (Prometheus), kept off the public one; 0 serves
   * it on PORT instead, where it needs METRICS_TOKEN.
   */
  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @Min(0)
  @Max(65535)
  @IsInt({ message: 'must be a whole number' })
  METRICS_PORT = 0;

  /** Bearer token for /metrics on the public port; empty with METRICS_PORT 0 turns /metrics off there. */
  @IsString()
  METRICS_TOKEN = '';

  /** OTLP/HTTP endpoint for traces (e.g. http://otel-collector:4318); empty turns tracing off at no cost. */
  @Matches(/^(https?:\/\/[^\s]+)?$/, { message: 'must be empty or an http(s) URL, e.g. http://localhost:4318' })
  OTEL_EXPORTER_OTLP_ENDPOINT = '';

  /**
   * How often the worker checks that every read model equals what its sources say (daily by
   * default); 0 turns the worker's schedule off, for a deployment that runs
   * `npm run check:consistency` from its own scheduler at a quiet hour (and for benches).
   */
  @Transform(({ value }) => (value === undefined || value === '' ? value : Number(value)))
  @ValidateIf((config: AppConfig) => config.CONSISTENCY_CHECK_EVERY_MS !== 0)
  @Min(60_000, { message: 'must be 0 (no scheduled check) or at least 60000' })
  @IsInt({ message: 'must be a whole number' })
  CONSISTENCY_CHECK_EVERY_MS = 86_400_000;

  get s3Enabled(): boolean {
    return this.S3_BUCKET !== '';
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** The value for Express 'trust proxy'. */
  get trustProxy(): string | number {
    return /^\d+$/.test(this.TRUST_PROXY) ? Number(this.TRUST_PROXY) : this.TRUST_PROXY;
  }

  /** The relying party id passkeys are bound to (WEBAUTHN_RP_ID, else APP_URL's host). */
  get webauthnRpId(): string {
    return this.WEBAUTHN_RP_ID || new URL(this.APP_URL).hostname;
  }

  /** The origins passkeys may be used from (WEBAUTHN_ORIGINS, else APP_URL). */
  get webauthnOrigins(): string[] {
    return this.WEBAUTHN_ORIGINS.length > 0 ? this.WEBAUTHN_ORIGINS : [this.APP_URL];
  }

  get secureCookies(): boolean {
    return this.APP_URL.startsWith('https://');
  }
}

const DEV_SECRET = new AppConfig().SESSION_SECRET;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const given: Record<string, string> = {};
  for (const key of Object.keys(new AppConfig())) {
    const value = env[key];
    if (value !== undefined && value !== '') given[key] = value;
    if (key === 'SMTP_URL' && value === '') given[key] = '';
  }
  const config = plainToInstance(AppConfig, given, { exposeDefaultValues: true });
  const errors = validateSync(config, { stopAtFirstError: true });
  if (errors.length > 0) {
    const first = errors[0];
    const reason = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    const text = reason.startsWith(first.property) ? reason : `${first.property} ${reason}`;
    throw new ConfigError(`Invalid configuration: ${text}`);
  }
  const rpId = config.webauthnRpId;
  const host = new URL(config.APP_URL).hostname;
  if (host !== rpId && !host.endsWith(`.${rpId}`)) {
    throw new ConfigError(`Invalid configuration: WEBAUTHN_RP_ID must be APP_URL's host (${host}) or a parent domain of it`);
  }
  const s3Problem = s3ConfigProblem(config, env);
  if (s3Problem) throw new ConfigError(`Invalid configuration: ${s3Problem}`);
  if (config.isProduction && config.SESSION_SECRET === DEV_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET must be set in production');
  }
  return config;
}

/** Settings that only make sense together: a half-configured store must not fall back to local disk silently. */
function s3ConfigProblem(config: AppConfig, env: NodeJS.ProcessEnv): string | null {
  if (!config.s3Enabled) {
    const stray = ['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((key) => env[key]);
    return stray ? `S3_BUCKET must be set when ${stray} is` : null;
  }
  if (config.S3_ACCESS_KEY_ID && !config.S3_SECRET_ACCESS_KEY) return 'S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is';
  if (config.S3_SECRET_ACCESS_KEY && !config.S3_ACCESS_KEY_ID) return 'S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is';
  return null;
}

/** For entry points: load or print the one-line reason and exit. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
