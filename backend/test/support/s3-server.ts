import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-protocol server for tests (s3rver) on a free local port, keeping its objects in
 * a temporary directory of its own: the product talks to it over HTTP with the AWS SDK
 * exactly as it would to a bucket elsewhere. Its fixed test credentials are S3RVER/S3RVER.
 */
export class S3Server {
  private server: S3rver | undefined;
  private dir: string | undefined;
  endpoint = '';

  constructor(readonly bucket = 'crew-uploads') {}

  async start(): Promise<this> {
    this.dir = await mkdtemp(join(tmpdir(), 'crew-s3-'));
    this.server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: this.dir, configureBuckets: [{ name: this.bucket }] });
    const { port } = await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
    return this;
  }

  /** The settings that point the app at this server. */
  get env() {
    return { S3_BUCKET: this.bucket, S3_ENDPOINT: this.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  }

  async stop() {
    await this.server?.close();
    this.server = undefined;
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
