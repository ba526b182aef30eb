import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Logger, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { UnrecoverableError } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { OutboxService } from '../../../platform/queue/outbox.service.js';
import { PROFILE_PDFS_QUEUE } from '../../../platform/queue/queues.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { GetProfilePhotoQuery } from '../../identity/contracts/profile-photo.query.js';
import { SHARE_LINK_CREATED } from '../contracts/events.js';
import { expiresAfter } from '../domain/days-left.js';
import { newShareToken } from '../domain/share-token.js';
import { ShareLink } from '../share-link.entity.js';
import { sharedProfileUrl } from '../share-link.view.js';
import { shareLinkEvent } from '../sharing-events.js';
import { BuildProfilePdfCommand, FailProfilePdfCommand, GetProfilePdfFileQuery, ListProfilePdfsQuery, RequestProfilePdfCommand } from './profile-pdf.commands.js';
import type { ProfilePdfView } from './profile-pdf.dto.js';
import { ProfilePdf } from './profile-pdf.entity.js';
import { renderProfilePdf } from './profile-pdf.js';
import { takeProfilePdfSnapshot } from './profile-pdf-snapshot.js';

export const BUILD_PROFILE_PDF_JOB = 'sharing.build-profile-pdf';
/** The link printed as the PDF's QR code: the 'fresh 30-day summary share link'. */
export const PROFILE_PDF_LINK = { purpose: 'Profile PDF', accessLevel: 'summary', days: 30 } as const;
const LISTED = 5;

function toView(pdf: Omit<ProfilePdf, 'snapshot'>): ProfilePdfView {
  return {
    id: pdf.id,
    status: pdf.status,
    createdAt: pdf.createdAt.toISOString(),
    readyAt: pdf.readyAt?.toISOString() ?? null,
    byteSize: pdf.byteSize,
    pageCount: pdf.pageCount,
    downloadable: pdf.status === 'ready' && pdf.objectKey !== null,
  };
}

@CommandHandler(RequestProfilePdfCommand)
export class RequestProfilePdfHandler implements ICommandHandler<RequestProfilePdfCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: RequestProfilePdfCommand): Promise<ProfilePdfView> {
    // A double click or a second tab: the one being built is the answer.
    const building = await this.pending(userId);
    if (building) return toView(building);
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized');
    const snapshot = await takeProfilePdfSnapshot(this.queries, user);
    try {
      const pdf = await this.em.fork().transactional(async (em) => {
        const created = em.create(ProfilePdf, { userId, snapshot, createdAt: this.clock.now() });
        this.outbox.add(em, { queue: PROFILE_PDFS_QUEUE, name: BUILD_PROFILE_PDF_JOB, data: { pdfId: created.id } });
        return created;
      });
      return toView(pdf);
    } catch (error) {
      // Another request got its row in first (one pending per person: a partial unique index).
      const other = error instanceof UniqueConstraintViolationException ? await this.pending(userId) : null;
      if (other) return toView(other);
      throw error;
    }
  }

  private pending(userId: string) {
    return this.em.fork().findOne(ProfilePdf, { userId, status: 'pending' }, { exclude: ['snapshot'] });
  }
}

@QueryHandler(ListProfilePdfsQuery)
export class ListProfilePdfsHandler implements IQueryHandler<ListProfilePdfsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListProfilePdfsQuery): Promise<ProfilePdfView[]> {
    const pdfs = await this.em.fork().find(ProfilePdf, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LISTED, exclude: ['snapshot'] });
    return pdfs.map(toView);
  }
}

@QueryHandler(GetProfilePdfFileQuery)
export class GetProfilePdfFileHandler implements IQueryHandler<GetProfilePdfFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ userId, pdfId }: GetProfilePdfFileQuery) {
    const pdf = await this.em.fork().findOne(ProfilePdf, { id: pdfId }, { exclude: ['snapshot'] });
    // To anyone but its owner a profile PDF does not exist.
    if (!pdf || pdf.userId !== userId || pdf.status !== 'ready' || !pdf.objectKey || !pdf.readyAt) return null;
    const body = await this.storage.get(pdf.objectKey);
    return body ? { body, fileName: `crew-reviews-profile-${pdf.readyAt.toISOString().slice(0, 10)}.pdf` } : null;
  }
}

@CommandHandler(BuildProfilePdfCommand)
export class BuildProfilePdfHandler implements ICommandHandler<BuildProfilePdfCommand> {
  private readonly logger = new Logger(BuildProfilePdfHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly storage: ObjectStorage,
    private readonly events: IntegrationEvents,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ pdfId }: BuildProfilePdfCommand): Promise<void> {
    const record = await this.em.fork().findOne(ProfilePdf, { id: pdfId });
    // Built already (a job handed over twice), failed for good, or erased with the account: nothing to do.
    if (!record || record.status !== 'pending' || !record.snapshot) return;
    const photo = await this.queries.execute(new GetProfilePhotoQuery(record.userId));
    const builtAt = this.clock.now();
    // The link is made with the PDF, not before: a build that fails leaves no link behind.
    const token = newShareToken();
    const linkExpiresAt = expiresAfter(PROFILE_PDF_LINK.days, builtAt);
    let rendered: { pdf: Buffer; pages: number };
    try {
      rendered = await renderProfilePdf({ snapshot: record.snapshot, photo, shareUrl: sharedProfileUrl(this.config.APP_URL, token), linkExpiresAt, builtAt });
    } catch (error) {
      // Rendering is pure: what fails once fails every time, so retrying would only delay the answer.
      throw new UnrecoverableError(`The profile PDF could not be rendered: ${(error as Error).message}`);
    }
    // A key of its own per build: two workers racing on one PDF never overwrite the file the winner recorded.
    const key = `profile-pdf-${record.id}-${randomBytes(6).toString('hex')}`;
    await this.storage.put(key, rendered.pdf, 'application/pdf');
    let won: boolean;
    try {
      won = await this.em.fork().transactional(async (em) => {
        const linkId = randomUUID();
        const claimed = await em.execute<unknown[]>(
          `update profile_pdfs set status = 'ready', object_key = ?, byte_size = ?, page_count = ?, ready_at = ?, share_link_id = ?, snapshot = null
           where id = ? and status = 'pending' returning id`,
          [key, rendered.pdf.length, rendered.pages, builtAt, linkId, record.id],
        );
        if (claimed.length === 0) return false;
        // An ordinary share link: listed with the person's others, counted, and deleted like any of them.
        const link = em.create(ShareLink, {
          id: linkId,
          userId: record.userId,
          token,
          purpose: PROFILE_PDF_LINK.purpose,
          accessLevel: PROFILE_PDF_LINK.accessLevel,
          expiresAt: linkExpiresAt,
          createdAt: builtAt,
        });
        em.persist(link);
        this.events.publish(em, shareLinkEvent(SHARE_LINK_CREATED, link));
        return true;
      });
    } catch (error) {
      await this.removeFile(key);
      throw error;
    }
    if (!won) {
      await this.removeFile(key);
      return;
    }
    // Only the newest file is kept: an older PDF is a copy of the profile as it was.
    const older = await this.em
      .fork()
      .execute<Array<{ object_key: string }>>(
        `update profile_pdfs p set object_key = null from profile_pdfs o
         where p.id = o.id and p.user_id = ? and p.id <> ? and o.object_key is not null and o.created_at <= ? returning o.object_key`,
        [record.userId, record.id, record.createdAt],
      );
    for (const { object_key } of older) await this.removeFile(object_key);
  }

  private async removeFile(key: string) {
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn(`Profile PDF file ${key} was not removed: ${String(error)}`));
  }
}

@CommandHandler(FailProfilePdfCommand)
export class FailProfilePdfHandler implements ICommandHandler<FailProfilePdfCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ pdfId, reason }: FailProfilePdfCommand): Promise<void> {
    await this.em
      .fork()
      .execute(`update profile_pdfs set status = 'failed', failure_reason = ?, snapshot = null where id = ? and status = 'pending'`, [reason.slice(0, 500), pdfId]);
  }
}
