import { billingEntities } from './modules/billing/billing.entities.js';
import { certificationsEntities } from './modules/certifications/certifications.entities.js';
import { identityEntities } from './modules/identity/identity.entities.js';
import { moderationEntities } from './modules/moderation/moderation.entities.js';
import { reviewsEntities } from './modules/reviews/reviews.entities.js';
import { searchEntities } from './modules/search/search.entities.js';
import { seaServiceEntities } from './modules/sea-service/sea-service.entities.js';
import { sharingEntities } from './modules/sharing/sharing.entities.js';
import { supportEntities } from './modules/support/support.entities.js';
import { IntegrationEventRecord, IntegrationSubscriberRecord, ProcessedEventRecord, SubscriberWatermarkRecord } from './platform/events/integration-event.entity.js';
import { OutboxMessage } from './platform/queue/outbox-message.entity.js';
import { ConsistencyRun } from './platform/consistency/consistency-run.entity.js';
import { ErasedSubject, PersonalDataKey } from './platform/privacy/personal-data-key.entity.js';

/**
 * Every persisted entity, listed explicitly so that the processes, the migrations, the CLI
 * and the tests agree on one schema. Composed here, at the root, because platform never
 * imports a module (ADR 0011): each module exports its own list.
 */
export const entities = [
  OutboxMessage,
  IntegrationEventRecord,
  ProcessedEventRecord,
  IntegrationSubscriberRecord,
  SubscriberWatermarkRecord,
  PersonalDataKey,
  ErasedSubject,
  ConsistencyRun,
  ...identityEntities,
  ...reviewsEntities,
  ...sharingEntities,
  ...certificationsEntities,
  ...billingEntities,
  ...searchEntities,
  ...moderationEntities,
  ...seaServiceEntities,
  ...supportEntities,
];
