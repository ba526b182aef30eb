import { CrewSearchRecord } from './directory/crew-search.entity.js';
import { SavedSearchAlertedRecord, SavedSearchRecord } from './saved-searches/saved-search.entity.js';

/** The search module's persisted entities (composed into one schema in src/entities.ts). */
export const searchEntities = [CrewSearchRecord, SavedSearchRecord, SavedSearchAlertedRecord];
