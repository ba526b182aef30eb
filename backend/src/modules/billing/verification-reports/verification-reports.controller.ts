import { Body, Controller, Get, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendAttachment } from '../../../platform/http/send-attachment.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { CurrentUserId, NeedsConfirmedEmail, OwnerChecked, Public, Require, SignedIn } from '../../identity/contracts/auth.js';
import { AllowanceRefusalResponses } from '../contracts/allowance-refusals.js';
import { GetPublicReportQuery, GetReportPdfQuery, ListVerificationReportsQuery, OrderVerificationReportCommand } from './verification-reports.commands.js';
import { OrderVerificationReportDto, PublicReportView, VerificationReportView } from './verification-reports.dto.js';

const REPORT_NOT_FOUND = 'Verification report not found';

@ApiTags('billing')
@Controller('verification-reports')
export class VerificationReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Require('canSearchCrew')
  @NeedsConfirmedEmail('orderReport')
  @ApiOperation({
    operationId: 'orderVerificationReport',
    summary:
      'Order a verification report on a searchable crew member (counts one report of the plan, or beyond it costs credits when payWithCredits confirms it; the worker builds the PDF; the crew member is told)',
  })
  @ApiCreatedResponse({ type: VerificationReportView })
  @AllowanceRefusalResponses()
  order(@CurrentUserId() employerId: string, @Body() dto: OrderVerificationReportDto): Promise<VerificationReportView> {
    return this.commands.execute(new OrderVerificationReportCommand(employerId, dto.crewId.toLowerCase(), dto.reportType, dto.payWithCredits === true));
  }

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listVerificationReports', summary: 'The verification reports the signed-in employer ordered, newest first, with their status' })
  @ApiOkResponse({ type: [VerificationReportView] })
  list(@CurrentUserId() employerId: string): Promise<VerificationReportView[]> {
    return this.queries.execute(new ListVerificationReportsQuery(employerId));
  }

  @Get(':id/pdf')
  @OwnerChecked()
  @ApiOperation({ operationId: 'downloadVerificationReport', summary: 'The PDF of a built report, for the employer who ordered it only' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async pdf(@CurrentUserId() employerId: string, @Param('id', new UuidParam(REPORT_NOT_FOUND)) id: string, @Res() res: Response) {
    const file = await this.queries.execute(new GetReportPdfQuery(employerId, id));
    if (!file) throw new NotFoundException(REPORT_NOT_FOUND);
    sendAttachment(res, { body: file.pdf, contentType: 'application/pdf', fileName: file.fileName });
  }
}

@ApiTags('billing')
@Controller('public/reports')
export class PublicReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Public()
  @ApiOperation({ operationId: 'getPublicReport', summary: "Whether a verification report is genuine: its SHA-256, issue date, crew member's name, and the ordering company with whether it is verified now" })
  @ApiOkResponse({ type: PublicReportView })
  async get(@Param('id', new UuidParam(REPORT_NOT_FOUND)) id: string): Promise<PublicReportView> {
    const report = await this.queries.execute(new GetPublicReportQuery(id));
    if (!report) throw new NotFoundException(REPORT_NOT_FOUND);
    return report;
  }
}
