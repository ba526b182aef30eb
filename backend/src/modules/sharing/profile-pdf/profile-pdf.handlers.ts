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
/** The link printed as the PDF's QR code: the 30-day summary share link. */
export const PROFILE_PDF_LINK = { purpose: 'Profile PDF', accessLevel: 'summary', days: 30 } as const;
/**
 * A new PDF prints the link an earlier PDF made while that link has more than this many days
 * left, instead of adding another live link per click. Seven or fewer days left is when the
 * links card already marks a link as about to expire: a new PDF then gets a fresh one.
 */
export const REUSE_LINK_ABOVE_DAYS_LEFT = 7;
const LISTED = 5;

/** The link a PDF's QR code leads to, as the builder needs it. */
interface PdfLink {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * The newest link one of the person's PDFs made that is neither deleted nor expiring within
 * REUSE_LINK_ABOVE_DAYS_LEFT days of `now`; `lock` holds it until the transaction ends, so a
 * deletion cannot slip in between the check and the PDF being recorded with it.
 */
async function reusableLink(em: EntityManager, userId: string, now: Date, lock = false): Promise<PdfLink | null> {
  const [row] = await em.execute<Array<{ id: string; token: string; expires_ms: number }>>(
    `select l.id, l.token, (extract(epoch from l.expires_at) * 1000)::float8 as expires_ms from profile_pdfs p join share_links l on l.id = p.share_link_id
     where p.user_id = ? and p.status = 'ready' and l.user_id = ? and l.deleted_at is null and l.expires_at > ?
     order by p.ready_at desc, p.id desc limit 1${lock ? ' for update of l' : ''}`,
    [userId, userId, expiresAfter(REUSE_LINK_ABOVE_DAYS_LEFT, now)],
  );
  return row ? { id: row.id, token: row.token, expiresAt: new Date(row.expires_ms) } : null;
}

function toView(pdf: Omit<ProfilePdf, 'snapshot'>, linkExpiresAt: Date | null = null): ProfilePdfView {
  return {
    id: pdf.id,
    status: pdf.status,
    createdAt: pdf.createdAt.toISOString(),
    readyAt: pdf.readyAt?.toISOString() ?? null,
    byteSize: pdf.byteSize,
    pageCount: pdf.pageCount,
    downloadable: pdf.status === 'ready' && pdf.objectKey !== null,
    linkExpiresAt: linkExpiresAt?.toISOString() ?? null,
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
    const em = this.em.fork();
    const pdfs = await em.find(ProfilePdf, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LISTED, exclude: ['snapshot'] });
    const linkIds = pdfs.flatMap((p) => (p.shareLinkId ? [p.shareLinkId] : []));
    // Whether each PDF's QR code still leads anywhere: its link may since have been deleted.
    const links = linkIds.length > 0 ? await em.find(ShareLink, { id: { $in: linkIds }, userId, deletedAt: null }, { fields: ['id', 'expiresAt'] }) : [];
    const expiry = new Map(links.map((l) => [l.id, l.expiresAt]));
    return pdfs.map((pdf) => toView(pdf, (pdf.shareLinkId && expiry.get(pdf.shareLinkId)) || null));
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
    // The link an earlier PDF made, while it has well over a week left; else a new one, made with
    // the PDF, not before: a build that fails leaves no link behind.
    const reused = await reusableLink(this.em.fork(), record.userId, builtAt);
    const link: PdfLink = reused ?? { id: randomUUID(), token: newShareToken(), expiresAt: expiresAfter(PROFILE_PDF_LINK.days, builtAt) };
    let rendered: { pdf: Buffer; pages: number };
    try {
      rendered = await renderProfilePdf({ snapshot: record.snapshot, photo, shareUrl: sharedProfileUrl(this.config.APP_URL, link.token), linkExpiresAt: link.expiresAt, builtAt });
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
        if (reused) {
          // Deleted (or the clock moved) while the PDF was drawn: this attempt fails and the
          // next one prints a fresh link.
          const still = await reusableLink(em, record.userId, builtAt, true);
          if (still?.id !== reused.id) throw new Error('The share link the profile PDF was to reuse is no longer valid');
        }
        const claimed = await em.execute<unknown[]>(
          `update profile_pdfs set status = 'ready', object_key = ?, byte_size = ?, page_count = ?, ready_at = ?, share_link_id = ?, snapshot = null
           where id = ? and status = 'pending' returning id`,
          [key, rendered.pdf.length, rendered.pages, builtAt, link.id, record.id],
        );
        if (claimed.length === 0) return false;
        if (reused) return true;
        // An ordinary share link: listed with the person's others, counted, and deleted like any of them.
        const created = em.create(ShareLink, {
          id: link.id,
          userId: record.userId,
          token: link.token,
          purpose: PROFILE_PDF_LINK.purpose,
          accessLevel: PROFILE_PDF_LINK.accessLevel,
          expiresAt: link.expiresAt,
          createdAt: builtAt,
        });
        em.persist(created);
        this.events.publish(em, shareLinkEvent(SHARE_LINK_CREATED, created));
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
