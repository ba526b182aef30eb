import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxDeliveries } from '../../platform/queue/outbox-deliveries.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { GetUserHandler } from './current-user/get-user.handler.js';
import { GetProfilePhotoHandler } from './profile-photo/get-profile-photo.handler.js';
import { GetStoredObjectHandler } from './profile-photo/get-stored-object.handler.js';
import { AccountExporter } from './data-export/account.exporter.js';
import { BuildDataExportProcessor } from './data-export/build-data-export.processor.js';
import { BuildDataExportHandler, FailDataExportHandler } from './data-export/data-export.handlers.js';

/**
 * The identity module's worker side: builds 'Download my data' files, exports the account's part
 * of them, and answers GetUserQuery and GetProfilePhotoQuery for other modules' jobs (e.g. whom to remind of an expiring
 * certificate, the photo on a profile PDF).
 */
@Module({
  imports: [CqrsModule, StorageModule],
  providers: [OutboxDeliveries, GetUserHandler, GetProfilePhotoHandler, GetStoredObjectHandler, AccountExporter, BuildDataExportProcessor, BuildDataExportHandler, FailDataExportHandler],
})
export class IdentityWorkerModule {}
