import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SearchCrewController } from './search-crew/search-crew.controller.js';
import { SearchCrewHandler } from './search-crew/search-crew.handler.js';

/** The crew directory employers search (DESIGN.md): reads only its own crew_search table. */
@Module({ imports: [CqrsModule], controllers: [SearchCrewController], providers: [SearchCrewHandler] })
export class SearchModule {}
