import { Module } from '@nestjs/common';
import { resolve } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { ObjectStorage } from './object-storage.js';

/** Provides ObjectStorage: files under STORAGE_DIR (relative paths resolve from the working directory). */
@Module({
  providers: [{ provide: ObjectStorage, inject: [AppConfig], useFactory: (config: AppConfig) => new LocalDiskStorage(resolve(config.STORAGE_DIR)) }],
  exports: [ObjectStorage],
})
export class StorageModule {}
