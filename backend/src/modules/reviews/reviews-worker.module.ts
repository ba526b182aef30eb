import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** The reviews module's worker side: reactions to mail delivery and other background work. */
@Module({ imports: [CqrsModule] })
export class ReviewsWorkerModule {}
