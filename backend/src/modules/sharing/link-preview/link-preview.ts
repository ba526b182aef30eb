import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { AppConfig } from '../../../platform/config/app-config.js';
import { frontendRenderFor, registerHtmlRewriter, signedIn } from '../../../platform/http/spa.js';
import { requestOrigin } from '../../identity/contracts/auth.js';
import { isPageVisit } from '../domain/page-visit.js';
import { GetPublicProfileQuery, type PublicProfileLookup } from '../public-profile/get-public-profile.query.js';
import type { PublicProfile } from '../public-profile/public-profile.view.js';
import { RecordShareViewCommand } from '../record-view/record-share-view.command.js';
import { sharedProfileUrl } from '../share-link.view.js';
import { previewTagsFor, type PreviewSubject, withPreviewTags } from './preview-tags.js';

const PREFIX = '/shared/';

/**
 * The HTML of /shared/{token}:
 * - Open Graph and Twitter tags, so a link pasted into a chat shows who it is (chat apps
 *   fetch the page without running scripts, hence server-side).
 * - For a signed-out visitor, the profile itself rendered by the frontend's server render
 *   from the same public-profile document the API sends (ADR 0030), so it shows before (and
 *   without) any JavaScript. That request is then the visit: it counts the view under the
 *   API's rules, unless it is a link preview or a prefetch (domain/page-visit.ts).
 * - A signed-in visitor gets the app, which reads the profile through the API (and counts
 *   the view there) as before.
 */
@Injectable()
export class LinkPreview implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LinkPreview.name);
  // The rewriter list is process-wide; an app that has shut down (tests start several) leaves the HTML alone.
  private live = false;

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
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
    const found = await this.lookup(token);
    const profile = found ? (JSON.parse(found.body) as PublicProfile) : null;
    const page = withPreviewTags(html, previewTagsFor(profile && this.subject(profile), sharedProfileUrl(this.config.APP_URL, token)));
    if (found === undefined || signedIn(req)) return page;
    try {
      const render = await frontendRenderFor(req);
      if (!render) return page;
      const document = await render.renderDocument(page, req.path, { scripts: false, signedOut: true, data: { publicProfile: profile } });
      if (found && isPageVisit((name) => req.get(name))) {
        const { ip, userAgent } = requestOrigin(req);
        await this.commands.execute(new RecordShareViewCommand(found.linkId, found.ownerId, token, { userId: null, ip, userAgent }));
      }
      return document;
    } catch (error) {
      // The shell still works: the app loads the profile through the API (and counts the view).
      this.logger.warn(`Server render of a shared profile failed: ${(error as Error).message}`);
      return page;
    }
  }

  /** The live link's document, null for a dead link, undefined when it could not be read. */
  private async lookup(token: string): Promise<PublicProfileLookup | null | undefined> {
    try {
      return await this.queries.execute(new GetPublicProfileQuery(token));
    } catch (error) {
      // The page itself still works (the app loads the profile); only the preview is generic.
      this.logger.warn(`Link preview unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }

  private subject({ user, stats }: PublicProfile): PreviewSubject {
    return {
      name: `${user.firstName} ${user.lastName}`.trim(),
      position: user.position,
      averageRating: stats.averageRating,
      totalReviews: stats.totalReviews,
      imageUrl: user.profileImageUrl?.startsWith('/') ? `${this.config.APP_URL}${user.profileImageUrl}` : null,
    };
  }
}
