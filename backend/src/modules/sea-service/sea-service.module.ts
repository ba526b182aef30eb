import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SeaServiceEraser } from './privacy/sea-service.eraser.js';
import { ServiceRecordController } from './service-record/service-record.controller.js';
import { AddServicePeriodHandler, GetSeaServiceHandler, RemoveServicePeriodHandler, UpdateServicePeriodHandler } from './service-record/service-record.handlers.js';

/**
 * Sea service (ADR 0027): the periods a crew member served on which ship, in which rank, with
 * their total sea time. Other modules read it through GetSeaServiceQuery and its
 * `sea-service.service-changed` events.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ServiceRecordController],
  providers: [GetSeaServiceHandler, AddServicePeriodHandler, UpdateServicePeriodHandler, RemoveServicePeriodHandler, SeaServiceEraser],
})
export class SeaServiceModule {}
