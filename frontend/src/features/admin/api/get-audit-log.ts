import type { AuditEntryKind } from '@crew/contracts/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { auditLogKey } from './keys';
import type { AuditLogEntry } from './schemas';

export const AUDIT_PAGE_SIZE = 25;

/** What the Audit Log tab shows: kept in the page's URL, so a filtered view can be linked and reloaded. */
export interface AuditLogFilter {
  /** One person's entries, from a link (their page, an entry's actor). */
  actorId: string | null;
  /** Part of an actor's name or email. */
  actor: string;
  actions: string[];
  /** 'all' sends no kind: both admin actions and account activity. */
  kind: AuditEntryKind | 'all';
  /** YYYY-MM-DD, inclusive (UTC days). */
  from: string | null;
  to: string | null;
  page: number;
}

export const DEFAULT_AUDIT_FILTER: AuditLogFilter = { actorId: null, actor: '', actions: [], kind: 'admin', from: null, to: null, page: 1 };

/** The filter as the API's query string; the export takes the same without the page. */
export function auditLogParams(filter: AuditLogFilter, paged = true): URLSearchParams {
  const params = new URLSearchParams();
  if (paged) {
    params.set('page', String(filter.page));
    params.set('pageSize', String(AUDIT_PAGE_SIZE));
  }
  if (filter.actorId) params.set('actorId', filter.actorId);
  if (filter.actor.trim()) params.set('actor', filter.actor.trim());
  for (const action of filter.actions) params.append('action', action);
  if (filter.kind !== 'all') params.set('kind', filter.kind);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

/** GET /api/admin/audit-log: a page of entries and the total from X-Total-Count. */
export async function getAuditLog(filter: AuditLogFilter): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const res = await fetch(`/api/admin/audit-log?${auditLogParams(filter)}`, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return { entries: (await res.json()) as AuditLogEntry[], total: Number(res.headers.get('x-total-count') ?? 0) };
}

/** GET /api/admin/audit-log.csv with the same filters: a plain link the browser downloads with the session cookie. */
export const auditLogCsvUrl = (filter: AuditLogFilter) => `/api/admin/audit-log.csv?${auditLogParams(filter, false)}`;

export const getAuditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({ queryKey: auditLogKey(auditLogParams(filter).toString()), queryFn: () => getAuditLog(filter), placeholderData: keepPreviousData });

export const useAuditLog = (filter: AuditLogFilter) => useQuery(getAuditLogQueryOptions(filter));
