import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueDocument } from './get-catalogue/catalogue-document.js';
import { GetCatalogueController } from './get-catalogue/get-catalogue.controller.js';

/**
 * The certification catalogues (one source of truth for the pickers and for validating a
 * profile's selections, see contracts/catalogue-ids.ts). The selections themselves are
 * profile fields stored with the user.
 */
@Module({ imports: [CqrsModule], controllers: [GetCatalogueController], providers: [CatalogueDocument] })
export class CertificationsModule {}
