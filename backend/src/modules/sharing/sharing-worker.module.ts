import { Module } from '@nestjs/common';
import { SharingExporter } from './export-person/sharing.exporter.js';
import { PublicProfileDataSubscriber } from './public-profile-document/public-profile-data.subscriber.js';

/** The sharing module's worker side: keeps the public profile's data and documents from reviews' and identity's events, and exports its part of a person's data. */
@Module({ providers: [PublicProfileDataSubscriber, SharingExporter] })
export class SharingWorkerModule {}
