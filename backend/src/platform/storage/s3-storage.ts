import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/app-config.js';
import type { DirectUploads } from './direct-uploads.js';
import { assertObjectKey, ObjectStorage } from './object-storage.js';

/** The endpoint browsers upload to: S3_PUBLIC_ENDPOINT when the store goes by another name for them. */
const browserEndpoint = (config: AppConfig) => config.S3_PUBLIC_ENDPOINT || config.S3_ENDPOINT;

/**
 * The client for the configured store: AWS itself, or any S3-compatible endpoint. With
 * `forBrowsers`, one that only presigns, for the endpoint as browsers reach it (the signature
 * covers the host, so a URL must be signed for the name it will be sent to).
 */
export function s3ClientFor(config: AppConfig, { forBrowsers = false } = {}): S3Client {
  const endpoint = forBrowsers ? browserEndpoint(config) : config.S3_ENDPOINT;
  return new S3Client({
    region: config.S3_REGION,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } } : {}),
    // Checksums only where S3 requires them: the SDK's default would otherwise sign a checksum
    // of the empty body into presigned PUT URLs (so the browser's upload fails), and several
    // S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The origin browsers upload to (for the Content-Security-Policy's connect-src): the
 * endpoint, with the bucket as a subdomain unless path style is forced. Bucket names with
 * dots are addressed by path over https, as the SDK does (they break the TLS wildcard).
 */
export function s3UploadOrigin(config: AppConfig): string {
  const endpoint = new URL(browserEndpoint(config) || `https://s3.${config.S3_REGION}.amazonaws.com`);
  const pathStyle = config.S3_FORCE_PATH_STYLE || (endpoint.protocol === 'https:' && config.S3_BUCKET.includes('.'));
  return pathStyle ? endpoint.origin : `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`;
}

/**
 * Objects in one bucket, keyed as given (no prefix, the same keys as on local disk). A PUT
 * replaces an object whole, so readers never see a partial one.
 */
export class S3Storage extends ObjectStorage implements DirectUploads, OnApplicationShutdown {
  /**
   * `presigner` signs the upload URLs browsers get (s3ClientFor(config, { forBrowsers: true }));
   * it is `client` when both reach the store by the same name.
   */
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly presigner: S3Client = client,
  ) {
    super();
  }

  /** Closes the clients' kept-alive connections, so a stopped app leaves no sockets behind. */
  onApplicationShutdown() {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
  }

  async get(key: string): Promise<Buffer | null> {
    const found = await this.readUpTo(key, Number.MAX_SAFE_INTEGER);
    return found === 'too-large' ? null : found;
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    // S3 answers a delete of a missing key with success, as the contract wants.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** The bucket exists and these credentials may use it (HeadBucket: 404 or 403 otherwise). */
  async isEmpty(): Promise<boolean> {
    const answer = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: 1 }));
    return (answer.KeyCount ?? 0) === 0;
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async uploadUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertObjectKey(key);
    // Only the host is signed: the browser may send any Content-Type, which is judged later by the bytes.
    return getSignedUrl(this.presigner, new PutObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: expiresInSeconds });
  }

  async readUpTo(key: string, maxBytes: number): Promise<Buffer | 'too-large' | null> {
    assertObjectKey(key);
    let body: Readable;
    let declared: number | undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      body = answer.Body as Readable;
      declared = answer.ContentLength;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
    if (declared !== undefined && declared > maxBytes) {
      body.destroy();
      return 'too-large';
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        body.destroy();
        return 'too-large';
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks, size);
  }
}
