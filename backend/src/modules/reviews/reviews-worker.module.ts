import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InvitationMailEventsHandler } from './record-invitation-delivery/invitation-mail-events.handler.js';
import { RecordInvitationDeliveryHandler } from './record-invitation-delivery/record-invitation-delivery.handler.js';
import { reviewStreamProviders } from './review-streams.providers.js';
import { ListServiceConfirmationsHandler } from './read/list-service-confirmations.handler.js';
import { ReviewsExporter } from './export-person/reviews.exporter.js';
import { AddresseeMovesSubscriber } from './readdress-requests/addressee-moves.subscriber.js';
import { SharedLinksSubscriber } from './shared-links/shared-links.subscriber.js';
import { SuspendedReviewersSubscriber } from './suspended-reviewers/suspended-reviewers.subscriber.js';
import { ReviewProjectionsCheck } from './rebuild-projections/review-projections.check.js';
import { SharedLinksCheck } from './shared-links/shared-links.check.js';

/**
 * The reviews module's worker side: records how invitation emails were delivered, keeps its
 * table of share links, takes suspended accounts' reviews out of every count and moves pending
 * requests to their addressee's new email address.
 */
@Module({
  imports: [CqrsModule],
  providers: [...reviewStreamProviders, RecordInvitationDeliveryHandler, InvitationMailEventsHandler, SharedLinksSubscriber, SuspendedReviewersSubscriber, AddresseeMovesSubscriber, ReviewProjectionsCheck, SharedLinksCheck, ReviewsExporter, ListServiceConfirmationsHandler],
})
export class ReviewsWorkerModule {}
