import { OutboxMessage } from '../queue/outbox-message.entity.js';
import { IntegrationEventRecord, ProcessedEventRecord } from '../events/integration-event.entity.js';
import { User } from '../../modules/identity/user.entity.js';
import { SignInToken } from '../../modules/identity/email-link/sign-in-token.entity.js';
import { ObjectUpload } from '../../modules/identity/profile-photo/object-upload.entity.js';
import { reviewsEntities } from '../../modules/reviews/reviews.entities.js';
import { sharingEntities } from '../../modules/sharing/sharing.entities.js';
import { certificationsEntities } from '../../modules/certifications/certifications.entities.js';
import { billingEntities } from '../../modules/billing/billing.entities.js';
import { searchEntities } from '../../modules/search/search.entities.js';
import { moderationEntities } from '../../modules/moderation/moderation.entities.js';

/**
 * Every persisted entity, listed explicitly so that the CLI, the processes and the tests
 * agree on one schema. Each module adds its own here.
 */
export const entities = [
  OutboxMessage,
  IntegrationEventRecord,
  ProcessedEventRecord,
  User,
  SignInToken,
  ObjectUpload,
  ...reviewsEntities,
  ...sharingEntities,
  ...certificationsEntities,
  ...billingEntities,
  ...searchEntities,
  ...moderationEntities,
];
