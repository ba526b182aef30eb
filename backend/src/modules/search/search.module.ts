import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CrewProfileController } from './crew-profile/crew-profile.controller.js';
import { GetCrewProfileHandler } from './crew-profile/get-crew-profile.handler.js';
import { SearchCrewController } from './search-crew/search-crew.controller.js';
import { SearchCrewHandler } from './search-crew/search-crew.handler.js';

/** The crew directory employers search (DESIGN.md): searches its own crew_search table; an opened profile adds reviews, certifications and sea service through their modules' queries. */
@Module({ imports: [CqrsModule], controllers: [SearchCrewController, CrewProfileController], providers: [SearchCrewHandler, GetCrewProfileHandler] })
export class SearchModule {}
