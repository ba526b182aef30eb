import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import type { CrewSearchResult } from '../search-crew/search-crew.query.js';
import { type SearchCriteria, searchPagePath } from './saved-search-values.js';

export interface SavedSearchAlert {
  to: string;
  firstName: string;
  searchName: string;
  criteria: SearchCriteria;
  /** The new matches listed (at most SAVED_SEARCH_ALERT_MAX). */
  crew: Array<Pick<CrewSearchResult, 'id' | 'firstName' | 'lastName' | 'position' | 'location'>>;
  /** All new matches, listed or not. */
  total: number;
}

/** The daily digest of a saved search: who newly matches, each with a link to their profile. */
export function savedSearchAlertMail(alert: SavedSearchAlert, appUrl: string): MailMessage {
  const { total, crew, searchName } = alert;
  const matches = total === 1 ? '1 new crew member matches' : `${total} new crew match`;
  const lines = crew.map((c) => {
    const details = [c.position, c.location].filter(Boolean).join(', ');
    return `• ${c.firstName} ${c.lastName}${details ? `, ${details}` : ''}: ${appUrl}/search/crew/${c.id}`;
  });
  const more = total - crew.length;
  return {
    to: alert.to,
    subject: `${matches} your saved search "${searchName}"`,
    ...renderMail({
      greeting: `Hello ${alert.firstName},`,
      paragraphs: [
        `Since the last alert, ${matches} your saved search "${searchName}":`,
        lines.join('\n'),
        ...(more > 0 ? [`And ${more} more: open the search to see them all.`] : []),
      ],
      action: { label: 'Open the search', url: `${appUrl}${searchPagePath(alert.criteria)}` },
      footer: `You receive this once a day while alerts are on for "${searchName}". Turn them off under Saved searches on the Search crew page.`,
    }),
  };
}
