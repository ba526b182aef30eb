import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/**
 * Search's part of 'Download my data': the directory entry employers see, while the person
 * chose to be found, and an employer's saved searches.
 */
@Injectable()
@Exporter('employerSearch')
export class SearchExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    const [entry] = await em.execute<Array<Record<string, unknown>>>(
      `select first_name as "firstName", last_name as "lastName", position, rank, location, experience_years as "experienceYears", experience, availability, bio,
              certificate_names as "certificates", certificate_expiries as "certificateExpiryDates", average_rating as "averageRating", verified_reviews as "verifiedReviews", total_reviews as "totalReviews"
       from crew_search where user_id = ? and searchable`,
      [userId],
    );
    const savedSearches = await em.execute<Array<Record<string, unknown>>>(
      `select name, criteria, alerts, last_alert_at as "lastAlertAt", created_at as "createdAt" from saved_searches where employer_id = ? order by created_at`,
      [userId],
    );
    return { ...(entry ? { listed: true, entry } : { listed: false }), ...(savedSearches.length > 0 ? { savedSearches } : {}) };
  }
}
