import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { type CertificateSummary, GetCertificateSummariesQuery } from '../contracts/certificate-summaries.query.js';
import { certificateStatus, daysBetween, isoDay, maskCertificateNumber } from '../domain/certificate-status.js';
import { isStcwCertified } from '../domain/stcw-certified.js';
import { CertificateDetail } from './certificate-detail.entity.js';
import { CertificateSettings } from './certificate-settings.entity.js';
import { announceExpiryDates, lockWallet } from './expiry-events.js';
import { HeldCertificates, type NamedCertificate } from './held-certificates.js';
import { detectScanType, SCAN_TYPES } from './scan-rules.js';
import {
  GetCertificateScanQuery, GetCertificateWalletQuery, RemoveCertificateDetailsCommand, RemoveCertificateScanCommand, SaveCertificateDetailsCommand,
  SetWalletSettingsCommand, StoreCertificateScanCommand,
} from './wallet.commands.js';
import type { CertificateWalletView, WalletCertificateView } from './wallet.dto.js';

function toView(held: NamedCertificate, detail: CertificateDetail | undefined, today: string): WalletCertificateView {
  const expiryDate = detail?.expiryDate ?? null;
  return {
    key: held.key,
    kind: held.kind,
    name: held.name,
    code: held.code,
    number: detail?.number ?? null,
    numberMasked: maskCertificateNumber(detail?.number ?? null),
    authority: detail?.authority ?? null,
    issueDate: detail?.issueDate ?? null,
    expiryDate,
    status: certificateStatus(expiryDate, today),
    daysToExpiry: expiryDate ? daysBetween(today, expiryDate) : null,
    scan:
      detail?.scanKey && detail.scanContentType && detail.scanUploadedAt
        ? { contentType: detail.scanContentType, size: detail.scanSize ?? 0, uploadedAt: detail.scanUploadedAt.toISOString() }
        : null,
  };
}

/** Removes files after the change that let go of them committed; a failure only leaves an unreferenced file behind. */
async function removeFiles(storage: ObjectStorage, logger: Logger, keys: Array<string | null>) {
  for (const key of keys) {
    if (key) await storage.delete(key).catch((error: unknown) => logger.warn(`Scan ${key} was not removed: ${String(error)}`));
  }
}

@QueryHandler(GetCertificateWalletQuery)
export class GetCertificateWalletHandler implements IQueryHandler<GetCertificateWalletQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetCertificateWalletQuery): Promise<CertificateWalletView> {
    const { certificates } = await this.held.of(userId);
    const em = this.em.fork();
    const [details, settings] = await Promise.all([em.find(CertificateDetail, { userId }), em.findOne(CertificateSettings, { userId })]);
    const byKey = new Map(details.map((d) => [d.certificateKey, d]));
    const today = isoDay(this.clock.now());
    const views = certificates.map((held) => toView(held, byKey.get(held.key), today));
    return {
      today,
      expiringSoon: views.filter((v) => v.status === 'expiring').length,
      expired: views.filter((v) => v.status === 'expired').length,
      stcwCertified: isStcwCertified(views),
      expiryReminders: settings?.expiryReminders ?? true,
      certificates: views,
    };
  }
}

@QueryHandler(GetCertificateSummariesQuery)
export class GetCertificateSummariesHandler implements IQueryHandler<GetCertificateSummariesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetCertificateSummariesQuery): Promise<CertificateSummary[]> {
    const { certificates } = await this.held.of(userId);
    const byKey = new Map((await this.em.fork().find(CertificateDetail, { userId })).map((d) => [d.certificateKey, d]));
    const today = isoDay(this.clock.now());
    return certificates.flatMap(({ key }) => {
      const detail = byKey.get(key);
      if (!detail) return [];
      return [
        {
          key,
          numberMasked: maskCertificateNumber(detail.number),
          authority: detail.authority,
          issueDate: detail.issueDate,
          expiryDate: detail.expiryDate,
          status: certificateStatus(detail.expiryDate, today),
          hasScan: detail.scanKey !== null,
        },
      ];
    });
  }
}

@CommandHandler(SaveCertificateDetailsCommand)
export class SaveCertificateDetailsHandler implements ICommandHandler<SaveCertificateDetailsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
    private readonly clock: Clock,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, key, details }: SaveCertificateDetailsCommand): Promise<WalletCertificateView> {
    if (details.issueDate && details.expiryDate && details.expiryDate < details.issueDate) {
      throw new BadRequestException('expiryDate must not be before issueDate');
    }
    const certificate = await this.held.one(userId, key);
    const saved = await this.em.fork().transactional(async (em) => {
      await lockWallet(em, userId);
      const row = (await em.findOne(CertificateDetail, { userId, certificateKey: key })) ?? em.create(CertificateDetail, { userId, certificateKey: key });
      const before = row.expiryDate;
      Object.assign(row, details, { updatedAt: this.clock.now() });
      // Search and the public profile keep the dates (ADR 0029); other details are the owner's alone.
      if (before !== row.expiryDate) await announceExpiryDates(em, this.events, userId);
      return row;
    });
    return toView(certificate, saved, isoDay(this.clock.now()));
  }
}

@CommandHandler(RemoveCertificateDetailsCommand)
export class RemoveCertificateDetailsHandler implements ICommandHandler<RemoveCertificateDetailsCommand> {
  private readonly logger = new Logger(RemoveCertificateDetailsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly events: IntegrationEvents,
  ) {}

  // No check that the key is still held: forgetting details of a certification removed from the profile must stay possible.
  async execute({ userId, key }: RemoveCertificateDetailsCommand): Promise<void> {
    const rows = await this.em.fork().transactional(async (em) => {
      await lockWallet(em, userId);
      const removed = await em.execute<Array<{ scan_key: string | null; expiry_date: string | null }>>(
        'delete from certificate_details where user_id = ? and certificate_key = ? returning scan_key, expiry_date',
        [userId, key],
      );
      if (removed.some((r) => r.expiry_date !== null)) await announceExpiryDates(em, this.events, userId);
      return removed;
    });
    await removeFiles(this.storage, this.logger, rows.map((r) => r.scan_key));
  }
}

@CommandHandler(StoreCertificateScanCommand)
export class StoreCertificateScanHandler implements ICommandHandler<StoreCertificateScanCommand> {
  private readonly logger = new Logger(StoreCertificateScanHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, key, readBody }: StoreCertificateScanCommand): Promise<WalletCertificateView> {
    const certificate = await this.held.one(userId, key);
    const body = await readBody();
    const contentType = await detectScanType(body);
    // A key of its own per upload: the row switches to the new file only once it is stored.
    const scanKey = `cert-scan-${randomUUID()}`;
    await this.storage.put(scanKey, body, contentType);
    let replaced: string | null = null;
    let saved: CertificateDetail;
    try {
      saved = await this.em.fork().transactional(async (em) => {
        // The wallet's lock, not the row's: a first scan has no row to lock yet, and two first
        // writes to one certificate would both insert it.
        await lockWallet(em, userId);
        const row =
          (await em.findOne(CertificateDetail, { userId, certificateKey: key })) ??
          em.create(CertificateDetail, { userId, certificateKey: key });
        replaced = row.scanKey;
        const now = this.clock.now();
        Object.assign(row, { scanKey, scanContentType: contentType, scanSize: body.length, scanUploadedAt: now, updatedAt: now });
        return row;
      });
    } catch (error) {
      await removeFiles(this.storage, this.logger, [scanKey]);
      throw error;
    }
    await removeFiles(this.storage, this.logger, [replaced]);
    return toView(certificate, saved, isoDay(this.clock.now()));
  }
}

@CommandHandler(RemoveCertificateScanCommand)
export class RemoveCertificateScanHandler implements ICommandHandler<RemoveCertificateScanCommand> {
  private readonly logger = new Logger(RemoveCertificateScanHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ userId, key }: RemoveCertificateScanCommand): Promise<void> {
    const rows = await this.em.fork().getConnection().execute<Array<{ scan_key: string | null }>>(
      `update certificate_details d set scan_key = null, scan_content_type = null, scan_size = null, scan_uploaded_at = null, updated_at = now()
       from (select id, scan_key from certificate_details where user_id = ? and certificate_key = ? for update) old
       where d.id = old.id returning old.scan_key`,
      [userId, key],
    );
    await removeFiles(this.storage, this.logger, rows.map((r) => r.scan_key));
  }
}

@QueryHandler(GetCertificateScanQuery)
export class GetCertificateScanHandler implements IQueryHandler<GetCertificateScanQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ userId, key }: GetCertificateScanQuery) {
    const detail = await this.em.fork().findOne(CertificateDetail, { userId, certificateKey: key });
    if (!detail?.scanKey || !detail.scanContentType) return null;
    const certificate = (await this.held.of(userId)).certificates.find((c) => c.key === key);
    if (!certificate) return null;
    const body = await this.storage.get(detail.scanKey);
    if (!body) return null;
    const base = certificate.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'certificate';
    return { body, contentType: detail.scanContentType, fileName: `${base}-scan.${SCAN_TYPES[detail.scanContentType] ?? 'bin'}` };
  }
}

@CommandHandler(SetWalletSettingsCommand)
export class SetWalletSettingsHandler implements ICommandHandler<SetWalletSettingsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
  ) {}

  async execute({ userId, expiryReminders }: SetWalletSettingsCommand) {
    await this.held.of(userId); // the account still exists
    await this.em.fork().getConnection().execute(
      `insert into certificate_settings (user_id, expiry_reminders, updated_at) values (?, ?, now())
       on conflict (user_id) do update set expiry_reminders = excluded.expiry_reminders, updated_at = now()`,
      [userId, expiryReminders],
    );
    return { expiryReminders };
  }
}
