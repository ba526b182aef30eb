import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxDeliveries } from '../../platform/queue/outbox-deliveries.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { AccountExporter } from './data-export/account.exporter.js';
import { BuildDataExportProcessor } from './data-export/build-data-export.processor.js';
import { BuildDataExportHandler, FailDataExportHandler } from './data-export/data-export.handlers.js';

/** The identity module's worker side: builds 'Download my data' files, and exports the account's part of them. */
@Module({
  imports: [CqrsModule, StorageModule],
  providers: [OutboxDeliveries, AccountExporter, BuildDataExportProcessor, BuildDataExportHandler, FailDataExportHandler],
})
export class IdentityWorkerModule {}
