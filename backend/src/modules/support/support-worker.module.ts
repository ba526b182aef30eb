import { Module } from '@nestjs/common';
import { SupportExporter } from './privacy/support.exporter.js';

/** Support's worker side: its part of a person's data export. */
@Module({ providers: [SupportExporter] })
export class SupportWorkerModule {}
