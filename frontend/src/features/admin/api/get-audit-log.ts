import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { AUDIT_LOG_KEY } from './keys';
import type { AuditLogEntry } from './schemas';

export const getAuditLog = () => apiRequest<AuditLogEntry[]>('GET', '/api/admin/audit-log');

export const getAuditLogQueryOptions = () => queryOptions({ queryKey: AUDIT_LOG_KEY, queryFn: getAuditLog });

export const useAuditLog = () => useQuery(getAuditLogQueryOptions());
