import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { applyAdminBootstrap } from '../domain/admin-bootstrap.js';
import { identityEvents } from '../identity-events.js';
import type { User } from '../user.entity.js';

/**
 * Applies the ADMIN_EMAILS way back (domain/admin-bootstrap.ts) at a sign-in or sign-up, and
 * announces what it changed in the same transaction, so the audit log and the modules that
 * hide a suspended account hear of it. Returns true when the account changed.
 */
@Injectable()
export class OperatorAccess {
  constructor(
    private readonly config: AppConfig,
    private readonly events: IntegrationEvents,
  ) {}

  restore(em: EntityManager, user: User): boolean {
    const restored = applyAdminBootstrap(user, this.config.ADMIN_EMAILS);
    if (!restored) return false;
    if (restored.previous !== 'super_admin') this.events.publish(em, identityEvents.adminLevelChanged(user, restored.previous, null));
    if (restored.liftedSuspension) {
      this.events.publish(em, identityEvents.suspensionLifted(user.id, null));
      this.events.publish(em, identityEvents.profileChanged(user));
    }
    return true;
  }
}
