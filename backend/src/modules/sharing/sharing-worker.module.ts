import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxDeliveries } from '../../platform/queue/outbox-deliveries.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { SharingExporter } from './export-person/sharing.exporter.js';
import { BuildProfilePdfProcessor } from './profile-pdf/build-profile-pdf.processor.js';
import { BuildProfilePdfHandler, FailProfilePdfHandler } from './profile-pdf/profile-pdf.handlers.js';
import { ProfilePdfsExporter } from './profile-pdf/profile-pdf.privacy.js';
import { PublicProfileDataSubscriber } from './public-profile-document/public-profile-data.subscriber.js';
import { PublicProfilesCheck } from './public-profile-document/public-profiles.check.js';

/**
 * The sharing module's worker side: keeps the public profile's data and documents from reviews' and identity's events, builds
 * profile PDFs, and exports its part of a person's data.
 */
@Module({
  imports: [CqrsModule, StorageModule],
  providers: [
    OutboxDeliveries,
    PublicProfileDataSubscriber,
    PublicProfilesCheck,
    SharingExporter,
    ProfilePdfsExporter,
    BuildProfilePdfProcessor,
    BuildProfilePdfHandler,
    FailProfilePdfHandler,
  ],
})
export class SharingWorkerModule {}
