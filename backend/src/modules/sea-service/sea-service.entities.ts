import { ServicePeriod } from './service-record/service-period.entity.js';

/** The sea service module's persisted entities (composed into one schema in src/entities.ts). */
export const seaServiceEntities = [ServicePeriod];
