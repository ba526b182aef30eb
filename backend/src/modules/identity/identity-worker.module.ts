import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxDeliveries } from '../../platform/queue/outbox-deliveries.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { GetUserHandler } from './current-user/get-user.handler.js';
import { AccountExporter } from './data-export/account.exporter.js';
import { BuildDataExportProcessor } from './data-export/build-data-export.processor.js';
import { BuildDataExportHandler, FailDataExportHandler } from './data-export/data-export.handlers.js';

/**
 * The identity module's worker side: builds 'Download my data' files, exports the account's part
 * of them, and answers GetUserQuery for other modules' jobs (e.g. whom to remind of an expiring certificate).
 */
@Module({
  imports: [CqrsModule, StorageModule],
  providers: [OutboxDeliveries, GetUserHandler, AccountExporter, BuildDataExportProcessor, BuildDataExportHandler, FailDataExportHandler],
})
export class IdentityWorkerModule {}
