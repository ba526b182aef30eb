/**
 * A store that browsers upload to directly (an S3 bucket): the API hands out a presigned
 * URL instead of receiving the bytes itself. A presigned URL can be used any number of times
 * until it expires and limits neither size nor type, so what arrives is only a candidate:
 * callers read it back with a size limit, check it, and store the checked bytes under a key
 * of their own (ADR 0020).
 */
export abstract class DirectUploads {
  /** A URL that accepts a PUT of bytes under the key for the next `expiresInSeconds`. */
  abstract uploadUrl(key: string, expiresInSeconds: number): Promise<string>;

  /**
   * The bytes under the key when there are at most `maxBytes` of them; 'too-large' when there
   * are more (without downloading them); null when there is no such object.
   */
  abstract readUpTo(key: string, maxBytes: number): Promise<Buffer | 'too-large' | null>;
}
