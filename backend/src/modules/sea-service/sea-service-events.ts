import type { IntegrationEvent } from '../../platform/events/integration-event.js';
import { SEA_SERVICE_CHANGED, SEA_SERVICE_EVENT_VERSIONS, type SeaServiceChangedV1 } from './contracts/events.js';
import type { SeaServiceRecord } from './contracts/sea-service.query.js';

/** The person's whole record after the change; the periods are their personal data (sealed, [] once erased). */
export function seaServiceChanged(userId: string, record: SeaServiceRecord): IntegrationEvent<typeof SEA_SERVICE_CHANGED, SeaServiceChangedV1> {
  return {
    type: SEA_SERVICE_CHANGED,
    version: SEA_SERVICE_EVENT_VERSIONS[SEA_SERVICE_CHANGED],
    payload: { userId, periods: record.periods, totals: record.totals },
    personal: [{ subject: userId, fields: { periods: [] } }],
  };
}
