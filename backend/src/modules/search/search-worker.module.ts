import { Module } from '@nestjs/common';
import { SearchExporter } from './export-person/search.exporter.js';
import { CrewDirectorySubscriber } from './directory/crew-directory.subscriber.js';

/** The search module's worker side: keeps the crew directory from identity's and reviews' events. */
@Module({ providers: [CrewDirectorySubscriber, SearchExporter] })
export class SearchWorkerModule {}
