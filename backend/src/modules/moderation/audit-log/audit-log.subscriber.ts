import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import {
  CREDITS_ADDED,
  type CreditsAddedV1,
  EMPLOYER_UPGRADED,
  type EmployerUpgradedV1,
  SUBSCRIPTION_ACTIVATED,
  type SubscriptionActivatedV1,
} from '../../billing/contracts/events.js';
import {
  ACCOUNT_DELETED, type AccountDeletedV1, ADMIN_LEVEL_CHANGED, type AdminLevelChangedV1, API_KEY_CREATED, API_KEY_REVOKED, type ApiKeyChangedV1, SECOND_FACTORS_RESET, type SecondFactorsResetV1, SUSPENSION_LIFTED,
  type SuspensionLiftedV1,
} from '../../identity/contracts/events.js';
import { SUPPORT_REQUEST_ANSWERED, SUPPORT_REQUEST_CLOSED, type SupportRequestHandledV1 } from '../../support/contracts/events.js';
import { type AuditRecord, AuditLog } from './audit-log.js';

export const AUDIT_LOG_SUBSCRIBER = 'moderation.audit-log';

/**
 * Adds to the audit log what other modules announce: every upgrade, plan and credit change
 * (billing), API keys created and revoked (identity), support answers and closings (support), admin levels given or restored and second factors removed by the system (ADMIN_EMAILS), and people deleting
 * their own account; admin actions are written by moderation itself with the action. The log
 * is append-only, so a replay empties nothing: each entry is keyed by its event id and added once.
 */
@Injectable()
@Subscriber({ name: AUDIT_LOG_SUBSCRIBER, events: [
    EMPLOYER_UPGRADED, SUBSCRIPTION_ACTIVATED, CREDITS_ADDED, ADMIN_LEVEL_CHANGED, ACCOUNT_DELETED, SUSPENSION_LIFTED, API_KEY_CREATED, API_KEY_REVOKED,
    SUPPORT_REQUEST_ANSWERED, SUPPORT_REQUEST_CLOSED, SECOND_FACTORS_RESET,
  ], tables: [] })
export class AuditLogSubscriber implements IntegrationEventSubscriber {
  constructor(private readonly audit: AuditLog) {}

  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    const record = this.recordOf(event);
    if (record) await this.audit.append(em, { ...record, event: { id: event.eventId, occurredAt: event.occurredAt } });
  }

  private recordOf(event: StoredIntegrationEvent): Omit<AuditRecord, 'event'> | null {
    switch (event.type) {
      case EMPLOYER_UPGRADED: {
        const { userId, role, companyName, companyType } = event.payload as EmployerUpgradedV1;
        return { actorId: userId, action: 'employer.upgraded', targetType: 'user', targetId: userId, details: { to: role, companyName, companyType } };
      }
      case SUBSCRIPTION_ACTIVATED: {
        const { userId, plan, expiresAt, creditsAdded, testMode } = event.payload as SubscriptionActivatedV1;
        return { actorId: userId, action: 'subscription.activated', targetType: 'user', targetId: userId, details: { plan, expiresAt, creditsAdded, testMode } };
      }
      case CREDITS_ADDED: {
        const { userId, amount, testMode } = event.payload as CreditsAddedV1;
        return { actorId: userId, action: 'credits.added', targetType: 'user', targetId: userId, details: { amount, testMode } };
      }
      case ADMIN_LEVEL_CHANGED: {
        const { userId, adminLevel, previousAdminLevel, changedBy } = event.payload as AdminLevelChangedV1;
        // A change by an admin is logged with its request (IP, browser) by the admin area itself.
        if (changedBy) return null;
        // A listed address given back a level an admin had lowered is the operator's way back, named as such.
        const action = previousAdminLevel ? 'user.admin-level-restored' : 'user.admin-level-changed';
        return { actorId: null, action, targetType: 'user', targetId: userId, details: { from: previousAdminLevel, to: adminLevel, source: 'ADMIN_EMAILS' } };
      }
      case SUSPENSION_LIFTED: {
        const { userId, liftedBy } = event.payload as SuspensionLiftedV1;
        // An admin's lifting is logged with its reason by the admin area itself.
        if (liftedBy) return null;
        return { actorId: null, action: 'user.suspension-lifted', targetType: 'user', targetId: userId, details: { source: 'ADMIN_EMAILS' } };
      }
      case SECOND_FACTORS_RESET: {
        const { userId, resetBy } = event.payload as SecondFactorsResetV1;
        // A super admin's reset is logged with its reason by the admin area itself.
        if (resetBy) return null;
        return { actorId: null, action: 'user.second-factors-reset', targetType: 'user', targetId: userId, details: { source: 'ADMIN_EMAILS' } };
      }
      case ACCOUNT_DELETED: {
        const { userId, deletedBy } = event.payload as AccountDeletedV1;
        // A deletion by an admin is logged with its reason by the admin area itself.
        if (deletedBy !== userId) return null;
        return { actorId: userId, action: 'user.self-deleted', targetType: 'user', targetId: userId, details: {} };
      }
      case API_KEY_CREATED:
      case API_KEY_REVOKED: {
        const { userId, name, prefix } = event.payload as ApiKeyChangedV1;
        const action = event.type === API_KEY_CREATED ? 'api-key.created' : 'api-key.revoked';
        return { actorId: userId, action, targetType: 'user', targetId: userId, details: { name, prefix } };
      }
      case SUPPORT_REQUEST_ANSWERED:
      case SUPPORT_REQUEST_CLOSED: {
        const { requestId, employerId, adminId } = event.payload as SupportRequestHandledV1;
        const action = event.type === SUPPORT_REQUEST_ANSWERED ? 'support.answered' : 'support.closed';
        return { actorId: adminId, action, targetType: 'user', targetId: employerId, details: { supportRequest: requestId } };
      }
      default:
        return null;
    }
  }
}
