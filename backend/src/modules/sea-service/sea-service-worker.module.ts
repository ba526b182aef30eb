import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SeaServiceExporter } from './privacy/sea-service.exporter.js';
import { GetSeaServiceHandler } from './service-record/service-record.handlers.js';

/** Sea service's worker side: its part of 'Download my data', and its query for the worker's other modules. */
@Module({
  imports: [CqrsModule],
  providers: [GetSeaServiceHandler, SeaServiceExporter],
})
export class SeaServiceWorkerModule {}
