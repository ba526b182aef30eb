import { Command, Query } from '@nestjs/cqrs';
import type { CertificateWalletView, WalletCertificateView, WalletSettingsView } from './wallet.dto.js';

export interface CertificateDetailsInput {
  number: string | null;
  authority: string | null;
  issueDate: string | null;
  expiryDate: string | null;
}

/** Every certification the person holds, with their details and status. */
export class GetCertificateWalletQuery extends Query<CertificateWalletView> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Records (replaces) the details of a certification the person holds. */
export class SaveCertificateDetailsCommand extends Command<WalletCertificateView> {
  constructor(
    readonly userId: string,
    readonly key: string,
    readonly details: CertificateDetailsInput,
  ) {
    super();
  }
}

/** Forgets the details of a certification, its scan included (the selection stays on the profile). */
export class RemoveCertificateDetailsCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly key: string,
  ) {
    super();
  }
}

/** Stores a scan of a held certificate; the body is read only once the key is known to be held. */
export class StoreCertificateScanCommand extends Command<WalletCertificateView> {
  constructor(
    readonly userId: string,
    readonly key: string,
    readonly readBody: () => Promise<Buffer>,
  ) {
    super();
  }
}

export class RemoveCertificateScanCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly key: string,
  ) {
    super();
  }
}

/** The scan's bytes, for its owner only (the query takes the owner's id: nobody can name another person's scan). */
export class GetCertificateScanQuery extends Query<{ body: Buffer; contentType: string; fileName: string } | null> {
  constructor(
    readonly userId: string,
    readonly key: string,
  ) {
    super();
  }
}

export class SetWalletSettingsCommand extends Command<WalletSettingsView> {
  constructor(
    readonly userId: string,
    readonly expiryReminders: boolean,
  ) {
    super();
  }
}
