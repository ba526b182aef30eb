import { Module } from '@nestjs/common';
import { SharingExporter } from './export-person/sharing.exporter.js';
import { ReviewDataSubscriber } from './review-data/review-data.subscriber.js';

/** The sharing module's worker side: keeps its copy of the public review data from reviews' events. */
@Module({ providers: [ReviewDataSubscriber, SharingExporter] })
export class SharingWorkerModule {}
