import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimiter } from '../../platform/security/rate-limiter.service.js';
import { CreateShareLinkController } from './create-share-link/create-share-link.controller.js';
import { CreateShareLinkHandler } from './create-share-link/create-share-link.handler.js';
import { DeleteShareLinkController } from './delete-share-link/delete-share-link.controller.js';
import { DeleteShareLinkHandler } from './delete-share-link/delete-share-link.handler.js';
import { GetSharingStatsHandler } from './get-sharing-stats/get-sharing-stats.handler.js';
import { ListShareLinksController } from './list-share-links/list-share-links.controller.js';
import { ListShareLinksHandler } from './list-share-links/list-share-links.handler.js';

/** Share links: create, list, delete, and the numbers for the stats card. */
@Module({
  imports: [CqrsModule],
  controllers: [CreateShareLinkController, ListShareLinksController, DeleteShareLinkController],
  providers: [
    RateLimiter,
    CreateShareLinkHandler,
    ListShareLinksHandler,
    DeleteShareLinkHandler,
    GetSharingStatsHandler,
  ],
})
export class SharingModule {}
