import type { IntegrationEvent } from '../../platform/events/integration-event.js';
import { SUPPORT_EVENT_VERSIONS, SUPPORT_REQUEST_ANSWERED, SUPPORT_REQUEST_CLOSED, type SupportRequestHandledV1 } from './contracts/events.js';

type HandledType = typeof SUPPORT_REQUEST_ANSWERED | typeof SUPPORT_REQUEST_CLOSED;

/** Builds support's integration events. */
export function supportRequestHandled(type: HandledType, payload: SupportRequestHandledV1): IntegrationEvent<HandledType, SupportRequestHandledV1> {
  return { type, version: SUPPORT_EVENT_VERSIONS[type], payload };
}
