import { Module } from '@nestjs/common';
import { resolve } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { DirectUploads } from './direct-uploads.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { ObjectStorage } from './object-storage.js';
import { S3Storage, s3ClientFor } from './s3-storage.js';

/** The store the settings name, outside Nest too (the backup and restore commands). */
export function objectStorageFor(config: AppConfig): ObjectStorage {
  if (!config.s3Enabled) return new LocalDiskStorage(resolve(config.STORAGE_DIR));
  const client = s3ClientFor(config);
  return new S3Storage(client, config.S3_BUCKET, config.S3_PUBLIC_ENDPOINT ? s3ClientFor(config, { forBrowsers: true }) : client);
}

/**
 * Provides ObjectStorage: the S3-compatible bucket S3_BUCKET when set, else files under
 * STORAGE_DIR (relative paths resolve from the working directory). DirectUploads is the same
 * bucket when there is one and null on local disk, where uploads come through the API.
 */
@Module({
  providers: [
    {
      provide: ObjectStorage,
      inject: [AppConfig],
      useFactory: objectStorageFor,
    },
    { provide: DirectUploads, inject: [ObjectStorage], useFactory: (storage: ObjectStorage) => (storage instanceof S3Storage ? storage : null) },
  ],
  exports: [ObjectStorage, DirectUploads],
})
export class StorageModule {}
