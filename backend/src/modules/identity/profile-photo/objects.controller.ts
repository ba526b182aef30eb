import { Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query, Req, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendAttachment } from '../../../platform/http/send-attachment.js';
import { readLimitedBody } from '../../../platform/storage/read-limited-body.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentUserId, Public, SignedIn } from '../contracts/auth.js';
import { StoredUploadDto, UploadUrlDto } from './profile-photo-responses.dto.js';
import { CreateUploadUrlCommand } from './create-upload-url.command.js';
import { GetStoredObjectQuery } from './get-stored-object.query.js';
import { StoreUploadCommand } from './store-upload.command.js';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './upload-rules.js';

/** Enough for any real photo session, low enough that nobody fills the table with unused links. */
const UPLOAD_URL_LIMIT = { bucket: 'upload-url:user', max: 60, windowSeconds: 3600 };

@ApiTags('profile')
@Controller('objects')
export class ObjectsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('upload')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ operationId: 'createUploadUrl', summary: 'A URL, valid for 10 minutes, to PUT one image (at most 5 MB) to: one-time on this server, or presigned for the S3 bucket when one is configured' })
  @ApiOkResponse({ type: UploadUrlDto })
  async createUploadUrl(@CurrentUserId() userId: string): Promise<UploadUrlDto> {
    await this.limiter.hit({ ...UPLOAD_URL_LIMIT, key: userId });
    return this.commands.execute(new CreateUploadUrlCommand(userId));
  }

  @Put('upload/:objectId')
  @Public()
  @HttpCode(200)
  @ApiOperation({ operationId: 'uploadObject', summary: 'Upload the image bytes to a signed URL (the signature authorizes; no session needed)' })
  @ApiConsumes('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiQuery({ name: 'expires', required: true, type: String })
  @ApiQuery({ name: 'sig', required: true, type: String })
  @ApiOkResponse({ type: StoredUploadDto })
  upload(@Param('objectId') objectId: string, @Query('expires') expires: string | undefined, @Query('sig') signature: string | undefined, @Req() req: Request): Promise<StoredUploadDto> {
    const readBody = async () => {
      // A JSON body was already read by the API's JSON parser: it is no image anyway.
      if ((req as Request & { _body?: boolean })._body || req.readableEnded) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.notAnImage);
      return readLimitedBody(req, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES.tooLarge);
    };
    return this.commands.execute(new StoreUploadCommand(objectId, typeof expires === 'string' ? expires : undefined, typeof signature === 'string' ? signature : undefined, readBody));
  }

  @Get(':objectId')
  @Public()
  @ApiOperation({ operationId: 'getObject', summary: 'An uploaded image, public (photos appear on shared profiles and to employers)' })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOkResponse({ description: 'The image bytes', schema: { type: 'string', format: 'binary' } })
  async get(@Param('objectId') objectId: string, @Res() res: Response) {
    const object = await this.queries.execute(new GetStoredObjectQuery(objectId));
    if (!object) throw new NotFoundException('Object not found');
    sendAttachment(res, {
      body: object.body,
      contentType: object.contentType,
      // Shown in pages (profiles, shared links), not saved.
      disposition: 'inline',
      // An object id is never reused for other bytes, so caches may keep it for good.
      cacheControl: 'public, max-age=31536000, immutable',
    });
  }
}
