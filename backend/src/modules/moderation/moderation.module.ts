import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** The moderation module's API side (see DESIGN.md for what it owns). */
@Module({ imports: [CqrsModule] })
export class ModerationModule {}
