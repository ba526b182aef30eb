import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Put, Query, Req, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendAttachment } from '../../../platform/http/send-attachment.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { readLimitedBody } from '../../../platform/storage/read-limited-body.js';
import { CurrentUserId, OwnerChecked, SignedIn } from '../../identity/contracts/auth.js';
import { MAX_SCAN_BYTES, SCAN_MESSAGES } from './scan-rules.js';
import {
  GetCertificateScanQuery, GetCertificateWalletQuery, RemoveCertificateDetailsCommand, RemoveCertificateScanCommand, SaveCertificateDetailsCommand,
  SetWalletSettingsCommand, StoreCertificateScanCommand,
} from './wallet.commands.js';
import { CertificateKeyQueryDto, CertificateWalletView, SaveCertificateDetailsDto, WalletCertificateView, WalletSettingsDto, WalletSettingsView } from './wallet.dto.js';

const SCAN_NOT_FOUND = 'Scan not found';
/** Plenty for scanning a whole folder of certificates, low enough that nobody churns storage with 10 MB files. */
const SCAN_UPLOAD_LIMIT = { bucket: 'certificate-scan:user', max: 60, windowSeconds: 3600 };

/**
 * The signed-in person's certificate wallet (ADR 0025). Every route works on the caller's own
 * wallet: no route takes a person's id, so nobody can even name another person's details or scan.
 */
@ApiTags('certifications')
@Controller('certifications/wallet')
export class WalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'getCertificateWallet', summary: 'Every certification the signed-in person holds, with their details, status and scan (numbers in full: only the owner sees this)' })
  @ApiOkResponse({ type: CertificateWalletView })
  wallet(@CurrentUserId() userId: string): Promise<CertificateWalletView> {
    return this.queries.execute(new GetCertificateWalletQuery(userId));
  }

  @Put('certificate')
  @OwnerChecked()
  @ApiOperation({ operationId: 'saveCertificateDetails', summary: 'Record the details of a certification the person holds (every field replaced; dates YYYY-MM-DD, expiry not before issue)' })
  @ApiOkResponse({ type: WalletCertificateView })
  save(@CurrentUserId() userId: string, @Body() dto: SaveCertificateDetailsDto): Promise<WalletCertificateView> {
    return this.commands.execute(
      new SaveCertificateDetailsCommand(userId, dto.key, {
        number: dto.number ?? null,
        authority: dto.authority ?? null,
        issueDate: dto.issueDate ?? null,
        expiryDate: dto.expiryDate ?? null,
      }),
    );
  }

  @Delete('certificate')
  @OwnerChecked()
  @HttpCode(204)
  @ApiOperation({ operationId: 'removeCertificateDetails', summary: "Forget a certification's details and scan (the certification stays on the profile)" })
  @ApiNoContentResponse()
  async remove(@CurrentUserId() userId: string, @Query() query: CertificateKeyQueryDto): Promise<void> {
    await this.commands.execute(new RemoveCertificateDetailsCommand(userId, query.key));
  }

  @Put('scan')
  @OwnerChecked()
  @ApiOperation({ operationId: 'uploadCertificateScan', summary: 'Upload the scan of a held certificate: the raw bytes of a PDF, PNG or JPEG, at most 10 MB (judged by content); replaces an earlier scan' })
  @ApiConsumes('application/pdf', 'image/png', 'image/jpeg')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: WalletCertificateView })
  async upload(@CurrentUserId() userId: string, @Query() query: CertificateKeyQueryDto, @Req() req: Request): Promise<WalletCertificateView> {
    await this.limiter.hit({ ...SCAN_UPLOAD_LIMIT, key: userId });
    const readBody = async () => {
      // A JSON body was already read by the API's JSON parser: it is no scan anyway.
      if ((req as Request & { _body?: boolean })._body || req.readableEnded) throw new UnsupportedMediaTypeException(SCAN_MESSAGES.wrongType);
      return readLimitedBody(req, MAX_SCAN_BYTES, SCAN_MESSAGES.tooLarge);
    };
    return this.commands.execute(new StoreCertificateScanCommand(userId, query.key, readBody));
  }

  @Get('scan')
  @OwnerChecked()
  @ApiOperation({ operationId: 'downloadCertificateScan', summary: "The scan of one of the signed-in person's certificates (owner only: anyone else has none to ask for)" })
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The scan', schema: { type: 'string', format: 'binary' } })
  async scan(@CurrentUserId() userId: string, @Query() query: CertificateKeyQueryDto, @Res() res: Response) {
    const scan = await this.queries.execute(new GetCertificateScanQuery(userId, query.key));
    if (!scan) throw new NotFoundException(SCAN_NOT_FOUND);
    sendAttachment(res, { body: scan.body, contentType: scan.contentType, fileName: scan.fileName });
  }

  @Delete('scan')
  @OwnerChecked()
  @HttpCode(204)
  @ApiOperation({ operationId: 'removeCertificateScan', summary: "Delete a certificate's scan" })
  @ApiNoContentResponse()
  async removeScan(@CurrentUserId() userId: string, @Query() query: CertificateKeyQueryDto): Promise<void> {
    await this.commands.execute(new RemoveCertificateScanCommand(userId, query.key));
  }

  @Put('settings')
  @SignedIn()
  @ApiOperation({ operationId: 'setWalletSettings', summary: "Turn the certificate expiry reminder emails on or off ('Email me before my certificates expire')" })
  @ApiOkResponse({ type: WalletSettingsView })
  settings(@CurrentUserId() userId: string, @Body() dto: WalletSettingsDto): Promise<WalletSettingsView> {
    return this.commands.execute(new SetWalletSettingsCommand(userId, dto.expiryReminders));
  }
}
