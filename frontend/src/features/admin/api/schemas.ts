import type { AccountRole } from '@crew/contracts/user-values';
import type { Schemas } from '../../../lib/api-types';

/** Bodies of the admin endpoints, from the generated API types (spec sections 3 and 7). */
export type SystemStats = Schemas['SystemStats'];
export type AdminUser = Schemas['AdminUser'];
export type AdminReview = Schemas['AdminReview'];
/** A person, or the system with a null id. */
export type Actor = Schemas['Actor'];
export type ReviewHistoryStep = Schemas['ReviewHistoryStep'];
export type AuditLogEntry = Schemas['AuditLogEntry'];
/** GET /api/admin/users/{userId}/detail: one person as an admin judges them. */
export type AdminUserDetail = Schemas['AdminUserDetail'];
export type AdminPersonReview = Schemas['AdminPersonReview'];
export type AdminModerationStep = Schemas['AdminModerationStep'];
export type NamedParty = Schemas['NamedParty'];
/** The last consistency check (System tab). */
export type ConsistencyReport = Schemas['ConsistencyReport'];
export type ConsistencyKind = Schemas['ConsistencyKind'];

/** The User Management tab's filter (sent as the query string of GET /api/admin/users). */
export interface UserFilter {
  search: string;
  role: AccountRole | 'all';
  page: number;
}
/** One week of the Analytics charts (GET /api/admin/analytics). */
export type WeeklyActivity = Schemas['WeeklyActivity'];
