import { Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendAttachment } from '../../../platform/http/send-attachment.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { type RateLimit, RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentUserId, OwnerChecked, SignedIn } from '../contracts/auth.js';
import { GetDataExportFileQuery, ListDataExportsQuery, RequestDataExportCommand } from './data-export.commands.js';
import { DataExportView } from './data-export.dto.js';

const NOT_FOUND = 'Data export not found';

/** Each file is the whole of a person's data, built by the worker: a few a day is plenty. */
export const DATA_EXPORT_LIMIT = { bucket: 'data-export:user', max: 10, windowSeconds: 86_400 } satisfies RateLimit;

@ApiTags('user')
@Controller('user/data-exports')
export class DataExportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @SignedIn()
  @HttpCode(202)
  @ApiOperation({ operationId: 'requestDataExport', summary: "Download my data: the worker builds a JSON file of everything held about the signed-in person (at most 10 a day: 429 after)" })
  @ApiAcceptedResponse({ type: DataExportView })
  async request(@CurrentUserId() userId: string): Promise<DataExportView> {
    await this.limiter.hit({ ...DATA_EXPORT_LIMIT, key: userId });
    return this.commands.execute(new RequestDataExportCommand(userId));
  }

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listDataExports', summary: "The signed-in person's data files, newest first" })
  @ApiOkResponse({ type: [DataExportView] })
  list(@CurrentUserId() userId: string): Promise<DataExportView[]> {
    return this.queries.execute(new ListDataExportsQuery(userId));
  }

  @Get(':id/download')
  @OwnerChecked()
  @ApiOperation({ operationId: 'downloadDataExport', summary: 'A built data file, for its owner only' })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The JSON file', schema: { type: 'string', format: 'binary' } })
  async download(@CurrentUserId() userId: string, @Param('id', new UuidParam(NOT_FOUND)) id: string, @Res() res: Response) {
    const file = await this.queries.execute(new GetDataExportFileQuery(userId, id));
    if (!file) throw new NotFoundException(NOT_FOUND);
    sendAttachment(res, { body: file.body, contentType: 'application/json; charset=utf-8', fileName: file.fileName });
  }
}
