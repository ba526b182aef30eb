import { Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendAttachment } from '../../../platform/http/send-attachment.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentUserId, OwnerChecked, SignedIn } from '../../identity/contracts/auth.js';
import { GetProfilePdfFileQuery, ListProfilePdfsQuery, RequestProfilePdfCommand } from './profile-pdf.commands.js';
import { ProfilePdfView } from './profile-pdf.dto.js';

const NOT_FOUND = 'Profile PDF not found';
/** Each PDF makes a share link: far above what a person needs in an hour, low enough that a script cannot fill the table. */
const REQUEST_LIMIT = { bucket: 'profile-pdf:user', max: 20, windowSeconds: 3600 };

@ApiTags('sharing')
@Controller('profile-pdfs')
export class ProfilePdfController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @SignedIn()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestProfilePdf',
    summary: "Start building the signed-in person's profile PDF (one or two pages, with a QR code to a new 30-day summary share link); answers the one being built if there is one",
  })
  @ApiAcceptedResponse({ type: ProfilePdfView })
  async request(@CurrentUserId() userId: string): Promise<ProfilePdfView> {
    await this.limiter.hit({ ...REQUEST_LIMIT, key: userId });
    return this.commands.execute(new RequestProfilePdfCommand(userId));
  }

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listProfilePdfs', summary: "The signed-in person's profile PDFs, newest first (only the newest can be downloaded)" })
  @ApiOkResponse({ type: [ProfilePdfView] })
  list(@CurrentUserId() userId: string): Promise<ProfilePdfView[]> {
    return this.queries.execute(new ListProfilePdfsQuery(userId));
  }

  @Get(':id/download')
  @OwnerChecked()
  @ApiOperation({ operationId: 'downloadProfilePdf', summary: 'A built profile PDF, for its owner only' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async download(@CurrentUserId() userId: string, @Param('id', new UuidParam(NOT_FOUND)) id: string, @Res() res: Response) {
    const file = await this.queries.execute(new GetProfilePdfFileQuery(userId, id));
    if (!file) throw new NotFoundException(NOT_FOUND);
    sendAttachment(res, { body: file.body, contentType: 'application/pdf', fileName: file.fileName });
  }
}
