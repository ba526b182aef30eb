import { loadConfig } from '../config/app-config.js';
import { noticeMs } from './graceful-shutdown.js';

describe('the notice an API gives load balancers before closing its port', () => {
  it('is a fifth of the grace period, at most 5 s', () => {
    expect(noticeMs(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SHUTDOWN_GRACE_SECONDS: '10' }))).toBe(2000);
    expect(noticeMs(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }))).toBe(5000);
  });

  it('is none in development, where node --watch restarts the process on every save', () => {
    expect(noticeMs(loadConfig({ NODE_ENV: 'development' }))).toBe(0);
  });
});
