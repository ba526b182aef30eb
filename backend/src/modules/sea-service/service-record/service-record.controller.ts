import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { CurrentUserId, OwnerChecked, SignedIn } from '../../identity/contracts/auth.js';
import { GetSeaServiceQuery, type SeaServicePeriod, type SeaServiceRecord } from '../contracts/sea-service.query.js';
import { AddServicePeriodCommand, RemoveServicePeriodCommand, type ServicePeriodInput, UpdateServicePeriodCommand } from './service-record.commands.js';
import { SeaServicePeriodView, SeaServiceRecordView, ServicePeriodDto } from './service-record.dto.js';
import { PERIOD_NOT_FOUND } from './service-record.handlers.js';

const input = (dto: ServicePeriodDto): ServicePeriodInput => ({
  vesselName: dto.vesselName,
  imoNumber: dto.imoNumber,
  flag: dto.flag,
  vesselType: dto.vesselType,
  grossTonnage: dto.grossTonnage,
  rank: dto.rank,
  signOnDate: dto.signOnDate,
  signOffDate: dto.signOffDate,
  daysAtSea: dto.daysAtSea ?? null,
});

/**
 * The signed-in person's sea service (ADR 0027). Every route works on the caller's own record:
 * a period id of someone else's answers 404, like one that does not exist.
 */
@ApiTags('sea-service')
@Controller('sea-service')
export class ServiceRecordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'getSeaService', summary: "The signed-in person's sea service, newest sign-on first, with total sea time" })
  @ApiOkResponse({ type: SeaServiceRecordView })
  record(@CurrentUserId() userId: string): Promise<SeaServiceRecord> {
    return this.queries.execute(new GetSeaServiceQuery(userId));
  }

  @Post('periods')
  @SignedIn()
  @HttpCode(201)
  @ApiOperation({ operationId: 'addServicePeriod', summary: 'Record a period of sea service (valid IMO number; sign-off not before sign-on nor in the future; no overlap with another period: 409)' })
  @ApiCreatedResponse({ type: SeaServicePeriodView })
  add(@CurrentUserId() userId: string, @Body() dto: ServicePeriodDto): Promise<SeaServicePeriod> {
    return this.commands.execute(new AddServicePeriodCommand(userId, input(dto)));
  }

  @Put('periods/:id')
  @OwnerChecked()
  @ApiOperation({ operationId: 'updateServicePeriod', summary: 'Replace every field of one of your periods (same rules as adding)' })
  @ApiOkResponse({ type: SeaServicePeriodView })
  update(@CurrentUserId() userId: string, @Param('id', new UuidParam(PERIOD_NOT_FOUND)) id: string, @Body() dto: ServicePeriodDto): Promise<SeaServicePeriod> {
    return this.commands.execute(new UpdateServicePeriodCommand(userId, id, input(dto)));
  }

  @Delete('periods/:id')
  @OwnerChecked()
  @HttpCode(204)
  @ApiOperation({ operationId: 'removeServicePeriod', summary: 'Remove one of your periods of sea service' })
  @ApiNoContentResponse()
  async remove(@CurrentUserId() userId: string, @Param('id', new UuidParam(PERIOD_NOT_FOUND)) id: string): Promise<void> {
    await this.commands.execute(new RemoveServicePeriodCommand(userId, id));
  }
}
