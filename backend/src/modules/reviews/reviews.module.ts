import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** The reviews module's API side (see DESIGN.md for what it owns). */
@Module({ imports: [CqrsModule] })
export class ReviewsModule {}
