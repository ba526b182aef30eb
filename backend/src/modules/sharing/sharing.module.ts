import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetSharingStatsHandler } from './get-sharing-stats/get-sharing-stats.handler.js';

/** The sharing module's API side (see DESIGN.md for what it owns). */
@Module({ imports: [CqrsModule], providers: [GetSharingStatsHandler] })
export class SharingModule {}
