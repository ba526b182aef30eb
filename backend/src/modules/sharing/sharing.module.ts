import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimiter } from '../../platform/security/rate-limiter.service.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { CreateShareLinkController } from './create-share-link/create-share-link.controller.js';
import { CreateShareLinkHandler } from './create-share-link/create-share-link.handler.js';
import { DeleteShareLinkController } from './delete-share-link/delete-share-link.controller.js';
import { DeleteShareLinkHandler } from './delete-share-link/delete-share-link.handler.js';
import { LinkPreview } from './link-preview/link-preview.js';
import { ProfilePdfController } from './profile-pdf/profile-pdf.controller.js';
import { GetProfilePdfFileHandler, ListProfilePdfsHandler, RequestProfilePdfHandler } from './profile-pdf/profile-pdf.handlers.js';
import { ProfilePdfsEraser } from './profile-pdf/profile-pdf.privacy.js';
import { ListShareLinksController } from './list-share-links/list-share-links.controller.js';
import { ListShareLinksHandler } from './list-share-links/list-share-links.handler.js';
import { GetPublicProfileHandler } from './public-profile/get-public-profile.handler.js';
import { PublicProfileController } from './public-profile/public-profile.controller.js';
import { SharingEraser } from './public-profile-document/sharing.eraser.js';
import { UndecodableTokenAsNotFound } from './public-profile/undecodable-token.js';
import { RecordShareViewHandler } from './record-view/record-share-view.handler.js';

/** Share links, the public profile behind them, view counting, link previews and the profile PDF. */
@Module({
  imports: [CqrsModule, StorageModule],
  controllers: [CreateShareLinkController, ListShareLinksController, DeleteShareLinkController, PublicProfileController, ProfilePdfController],
  providers: [
    RateLimiter,
    CreateShareLinkHandler,
    ListShareLinksHandler,
    DeleteShareLinkHandler,
    GetPublicProfileHandler,
    RecordShareViewHandler,
    LinkPreview,
    UndecodableTokenAsNotFound,
    SharingEraser,
    RequestProfilePdfHandler,
    ListProfilePdfsHandler,
    GetProfilePdfFileHandler,
    ProfilePdfsEraser,
  ],
})
export class SharingModule {}
