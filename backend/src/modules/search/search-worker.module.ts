import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SAVED_SEARCH_ALERTS_QUEUE } from '../../platform/queue/queues.js';
import { SearchExporter } from './export-person/search.exporter.js';
import { CrewDirectorySubscriber } from './directory/crew-directory.subscriber.js';
import { SavedSearchAlertsProcessor } from './saved-searches/saved-search-alerts.processor.js';
import { SendSavedSearchAlertsHandler } from './saved-searches/send-saved-search-alerts.js';
import { CrewSearchCheck } from './directory/crew-search.check.js';

/** The search module's worker side: keeps the crew directory from identity's and reviews' events, and sends saved-search alerts. */
@Module({
  imports: [CqrsModule, BullModule.registerQueue({ name: SAVED_SEARCH_ALERTS_QUEUE })],
  providers: [CrewDirectorySubscriber, CrewSearchCheck, SearchExporter, SavedSearchAlertsProcessor, SendSavedSearchAlertsHandler],
})
export class SearchWorkerModule {}
