import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CrewProfileController } from './crew-profile/crew-profile.controller.js';
import { GetCrewProfileHandler } from './crew-profile/get-crew-profile.handler.js';
import { SavedSearchesController } from './saved-searches/saved-searches.controller.js';
import { SavedSearchesEraser } from './saved-searches/saved-searches.eraser.js';
import {
  CreateSavedSearchHandler,
  DeleteSavedSearchHandler,
  ListSavedSearchesHandler,
  UpdateSavedSearchHandler,
} from './saved-searches/saved-searches.handlers.js';
import { SearchCrewController } from './search-crew/search-crew.controller.js';
import { CountCrewHandler, SearchCrewHandler } from './search-crew/search-crew.handler.js';

/**
 * The crew directory employers search (DESIGN.md): searches its own crew_search table; an opened
 * profile adds reviews, certifications and sea service through their modules' queries; an
 * employer's saved searches.
 */
@Module({
  imports: [CqrsModule],
  // SearchCrewController first: its /search/crew/count comes before CrewProfileController's /search/crew/:id.
  controllers: [SearchCrewController, CrewProfileController, SavedSearchesController],
  providers: [
    SearchCrewHandler,
    CountCrewHandler,
    GetCrewProfileHandler,
    ListSavedSearchesHandler,
    CreateSavedSearchHandler,
    UpdateSavedSearchHandler,
    DeleteSavedSearchHandler,
    SavedSearchesEraser,
  ],
})
export class SearchModule {}
