/** The certifications module's persisted entities (registered in platform/database/entities.ts). */
export const certificationsEntities = [];
