import { EventStore } from './event-store/event-store.js';
import { ReviewStreams } from './event-store/review-streams.js';
import { ReviewIntegrationEvents } from './projections/review-integration-events.js';
import { ReviewProjector } from './projections/review-projector.js';
import { RebuildReviewProjectionsHandler } from './rebuild-projections/rebuild-review-projections.handler.js';
import { ReviewRowsBuilder } from './rebuild-projections/review-rows-builder.js';

/** What every process that writes review events needs: the log, the projections, the rebuild. */
export const reviewStreamProviders = [EventStore, ReviewIntegrationEvents, ReviewProjector, ReviewStreams, ReviewRowsBuilder, RebuildReviewProjectionsHandler];
