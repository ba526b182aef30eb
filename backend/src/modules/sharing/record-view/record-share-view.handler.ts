import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { PROFILE_VIEWED, SHARING_EVENT_VERSIONS, type ShareLinkStateV1 } from '../contracts/events.js';
import { VIEW_DEDUPE_SECONDS } from '../domain/share-link-values.js';
import { viewerFingerprint } from '../domain/share-token.js';
import { SHARE_LINK_STATE_PAYLOAD } from '../sharing-events.js';
import { RecordShareViewCommand } from './record-share-view.command.js';

/**
 * One view per visitor per link per half hour, and never the owner's own. The mark lives in
 * Redis (shared by every API instance, expiring by itself); the count in PostgreSQL.
 */
@CommandHandler(RecordShareViewCommand)
export class RecordShareViewHandler implements ICommandHandler<RecordShareViewCommand> {
  private readonly logger = new Logger(RecordShareViewHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ linkId, ownerId, token, viewer }: RecordShareViewCommand): Promise<boolean> {
    if (viewer.userId === ownerId) return false;
    if (!(await this.firstVisitInWindow(viewerFingerprint(viewer.ip, viewer.userAgent, token)))) return false;
    // One statement (a busy link's row is locked for it alone): the row lock orders concurrent
    // views, so each event carries a higher count than the last.
    await this.events.publishWithChange<ShareLinkStateV1>(
      this.em.fork(),
      PROFILE_VIEWED,
      SHARING_EVENT_VERSIONS[PROFILE_VIEWED],
      `update share_links set views = views + 1 where id = ? returning ${SHARE_LINK_STATE_PAYLOAD} as payload`,
      [linkId],
    );
    return true;
  }

  private async firstVisitInWindow(fingerprint: string): Promise<boolean> {
    try {
      const set = await this.redis.set(`${this.config.REDIS_PREFIX}:share-view:${fingerprint}`, '1', 'EX', VIEW_DEDUPE_SECONDS, 'NX');
      return set === 'OK';
    } catch (error) {
      // Without Redis a refresh may count twice; losing real views (or the page) would be worse.
      this.logger.warn(`View de-duplication unavailable: ${(error as Error).message}`);
      return true;
    }
  }
}
