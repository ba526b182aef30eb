import { redisConnectionOptions } from './redis-connections.js';

const location = (overrides: Partial<{ REDIS_URL: string; REDIS_SENTINELS: string[]; REDIS_SENTINEL_NAME: string }> = {}) => ({
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_SENTINELS: [],
  REDIS_SENTINEL_NAME: 'crew',
  ...overrides,
});

describe('where the product looks for Redis', () => {
  it('connects to REDIS_URL when no Sentinels are given', () => {
    const options = redisConnectionOptions(location({ REDIS_URL: 'rediss://app:s%40cret@cache.internal:6380/2' }));
    expect(options).toMatchObject({ host: 'cache.internal', port: 6380, username: 'app', password: 's@cret', db: 2, tls: {} });
    expect(options.sentinels).toBeUndefined();
  });

  it('asks the Sentinels for the named primary, keeping the password and database from REDIS_URL', () => {
    const options = redisConnectionOptions(
      location({ REDIS_URL: 'redis://:s3cret@ignored:1/3', REDIS_SENTINELS: ['sentinel-a:26379', '10.0.0.7:26380'], REDIS_SENTINEL_NAME: 'crew-prod' }),
    );
    expect(options).toMatchObject({
      sentinels: [
        { host: 'sentinel-a', port: 26379 },
        { host: '10.0.0.7', port: 26380 },
      ],
      name: 'crew-prod',
      role: 'master',
      password: 's3cret',
      db: 3,
    });
    expect(options.host).toBeUndefined();
    // A write refused by a demoted primary makes the client ask the Sentinels again; other errors do not.
    expect(options.reconnectOnError!(new Error("READONLY You can't write against a read only replica."))).toBe(true);
    expect(options.reconnectOnError!(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
  });
});
