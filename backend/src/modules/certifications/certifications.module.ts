import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimiter } from '../../platform/security/rate-limiter.service.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { CatalogueDocument } from './get-catalogue/catalogue-document.js';
import { GetCatalogueController } from './get-catalogue/get-catalogue.controller.js';
import { CertificatesEraser } from './privacy/certificates.eraser.js';
import { HeldCertificates } from './wallet/held-certificates.js';
import { WalletController } from './wallet/wallet.controller.js';
import {
  GetCertificateScanHandler, GetCertificateSummariesHandler, GetCertificateWalletHandler, RemoveCertificateDetailsHandler, RemoveCertificateScanHandler,
  SaveCertificateDetailsHandler, SetWalletSettingsHandler, StoreCertificateScanHandler,
} from './wallet/wallet.handlers.js';

/**
 * The certification catalogues (one source of truth for the pickers and for validating a
 * profile's selections, see contracts/catalogue-ids.ts) and the certificate wallet: the
 * details, scans and expiry reminders of the certifications a person holds (ADR 0025). The
 * selections themselves are profile fields stored with the user (identity).
 */
@Module({
  imports: [CqrsModule, StorageModule],
  controllers: [GetCatalogueController, WalletController],
  providers: [
    CatalogueDocument,
    RateLimiter,
    HeldCertificates,
    GetCertificateWalletHandler,
    GetCertificateSummariesHandler,
    SaveCertificateDetailsHandler,
    RemoveCertificateDetailsHandler,
    StoreCertificateScanHandler,
    RemoveCertificateScanHandler,
    GetCertificateScanHandler,
    SetWalletSettingsHandler,
    CertificatesEraser,
  ],
})
export class CertificationsModule {}
