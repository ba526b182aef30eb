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
    [{ NODE_ENV: 'production' }, 'Invalid configuration: SESSION_SECRET must be set in production'],
  ])('names the variable in one line when %p is wrong', (env, line) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(line));
  });

  it('reads TRUST_PROXY as Express expects it: a hop count as a number, anything else as given', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.1');
  });

  it('reads comma-separated admin emails in lower case', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Captain@Example.com ,mate@example.com' }).ADMIN_EMAILS).toEqual(['captain@example.com', 'mate@example.com']);
  });
});
