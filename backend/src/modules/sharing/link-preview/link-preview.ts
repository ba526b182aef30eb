import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { AppConfig } from '../../../platform/config/app-config.js';
import { registerHtmlRewriter } from '../../../platform/http/spa.js';
import { GetPublicProfileQuery } from '../public-profile/get-public-profile.query.js';
import type { PublicProfile } from '../public-profile/public-profile.view.js';
import { sharedProfileUrl } from '../share-link.view.js';
import { previewTagsFor, type PreviewSubject, withPreviewTags } from './preview-tags.js';

const PREFIX = '/shared/';

/**
 * Open Graph and Twitter tags in the HTML of /shared/{token}, so a link pasted into a chat
 * shows who it is. Chat apps fetch the page without running scripts, hence server-side.
 * It reads the profile without recording a view: a preview is not a visit.
 */
@Injectable()
export class LinkPreview implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LinkPreview.name);
  // The rewriter list is process-wide; an app that has shut down (tests start several) leaves the HTML alone.
  private live = false;

  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.live = true;
    registerHtmlRewriter(PREFIX, (html, req) => (this.live ? this.rewrite(html, req) : Promise.resolve(undefined)));
  }

  onApplicationShutdown() {
    this.live = false;
  }

  private async rewrite(html: string, req: Request): Promise<string> {
    const token = req.path.slice(PREFIX.length).split('/')[0];
    return withPreviewTags(html, previewTagsFor(await this.subject(token), sharedProfileUrl(this.config.APP_URL, token)));
  }

  private async subject(token: string): Promise<PreviewSubject | null> {
    try {
      const found = await this.queries.execute(new GetPublicProfileQuery(token));
      if (!found) return null;
      const { user, stats } = JSON.parse(found.body) as PublicProfile;
      return {
        name: `${user.firstName} ${user.lastName}`.trim(),
        position: user.position,
        averageRating: stats.averageRating,
        totalReviews: stats.totalReviews,
        imageUrl: user.profileImageUrl?.startsWith('/') ? `${this.config.APP_URL}${user.profileImageUrl}` : null,
      };
    } catch (error) {
      // The page itself still works (the app loads the profile); only the preview is generic.
      this.logger.warn(`Link preview unavailable: ${(error as Error).message}`);
      return null;
    }
  }
}
