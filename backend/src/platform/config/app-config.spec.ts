import { ConfigError, loadConfig } from './app-config.js';

describe('configuration', () => {
  it('starts with development defaults that point at local services', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/crew_reviews');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.PORT).toBe(3000);
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL with a database name'],
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number'],
    [{ APP_URL: 'localhost:3000' }, 'Invalid configuration: APP_URL must be an http(s) origin without a trailing slash, e.g. http://localhost:3000'],
    [{ SESSION_SECRET: 'short' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters'],
    [{ ADMIN_EMAILS: 'a@b.co, not-an-email' }, 'Invalid configuration: ADMIN_EMAILS must be a comma-separated list of email addresses'],
    [{ TRUST_PROXY: 'everyone' }, "Invalid configuration: TRUST_PROXY must be 'loopback', a number of hops, or a comma-separated list of addresses or CIDR ranges"],
    [{ S3_BUCKET: 'Photos_Bucket' }, 'Invalid configuration: S3_BUCKET must be empty or a bucket name (3-63 lower-case letters, digits, dots or dashes)'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, 'Invalid configuration: S3_ENDPOINT must be empty or an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com'],
    [{ S3_BUCKET: 'photos', S3_REGION: 'EU West' }, 'Invalid configuration: S3_REGION must be a region name such as eu-west-1'],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' }, 'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA123' }, 'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is'],
    [{ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret' }, 'Invalid configuration: S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is'],
    [{ S3_PUBLIC_ENDPOINT: 'http://localhost:9000' }, 'Invalid configuration: S3_BUCKET must be set when S3_PUBLIC_ENDPOINT is'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: SESSION_SECRET must be set in production'],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, 'Invalid configuration: SHUTDOWN_GRACE_SECONDS must not be less than 1'],
    [{ CONSISTENCY_CHECK_EVERY_MS: '1000' }, 'Invalid configuration: CONSISTENCY_CHECK_EVERY_MS must be 0 (no scheduled check) or at least 60000'],
    [{ WEBAUTHN_RP_ID: 'https://crew.example' }, 'Invalid configuration: WEBAUTHN_RP_ID must be empty or a domain name such as crew-reviews.com'],
    [{ APP_URL: 'https://app.crew.example', WEBAUTHN_RP_ID: 'other.example' }, "Invalid configuration: WEBAUTHN_RP_ID must be APP_URL's host (app.crew.example) or a parent domain of it"],
    [{ WEBAUTHN_ORIGINS: 'http://localhost:5173, localhost:3000' }, 'Invalid configuration: WEBAUTHN_ORIGINS must be a comma-separated list of http(s) origins, e.g. https://crew-reviews.com'],
  ])('names the variable in one line when %p is wrong', (env, line) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(line));
  });

  it('reads TRUST_PROXY as Express expects it: a hop count as a number, anything else as given', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.1');
  });

  it('keeps objects on local disk unless a bucket is named, and reads the S3 settings when one is', () => {
    expect(loadConfig({}).s3Enabled).toBe(false);
    const s3 = loadConfig({ S3_BUCKET: 'crew-photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' });
    expect(s3).toMatchObject({ s3Enabled: true, S3_BUCKET: 'crew-photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({ S3_BUCKET: 'crew-photos', S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('turns the scheduled consistency check off with 0, and runs it daily by default', () => {
    expect(loadConfig({}).CONSISTENCY_CHECK_EVERY_MS).toBe(86_400_000);
    expect(loadConfig({ CONSISTENCY_CHECK_EVERY_MS: '0' }).CONSISTENCY_CHECK_EVERY_MS).toBe(0);
    expect(loadConfig({ CONSISTENCY_CHECK_EVERY_MS: '3600000' }).CONSISTENCY_CHECK_EVERY_MS).toBe(3_600_000);
  });

  it('reads comma-separated admin emails in lower case', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Captain@Example.com ,mate@example.com' }).ADMIN_EMAILS).toEqual(['captain@example.com', 'mate@example.com']);
  });

  it("binds passkeys to APP_URL's host and origin unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ webauthnRpId: 'localhost', webauthnOrigins: ['http://localhost:3000'] });
    const custom = loadConfig({ APP_URL: 'https://app.crew.example', WEBAUTHN_RP_ID: 'crew.example', WEBAUTHN_ORIGINS: 'https://app.crew.example, https://crew.example' });
    expect(custom).toMatchObject({ webauthnRpId: 'crew.example', webauthnOrigins: ['https://app.crew.example', 'https://crew.example'] });
  });
});
