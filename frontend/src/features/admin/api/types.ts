import type { AccountRole, AdminLevel } from '@crew/contracts/user-values';

/** GET /api/admin/system-stats (spec section 3, System stats). */
export interface SystemStats {
  users: { totalUsers: number; crewMembers: number; employers: number; admins: number };
  reviews: { totalReviews: number; verifiedReviews: number; pendingReviews: number; suspiciousReviews: number };
}

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  adminLevel: AdminLevel | null;
  isVerified: boolean;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  createdAt: string;
}

export interface UserFilter {
  search: string;
  role: AccountRole | 'all';
  page: number;
}

export interface AdminReview {
  id: string;
  revieweeId: string;
  revieweeName: string;
  reviewerId: string;
  reviewerName: string;
  reviewerEmail: string;
  status: 'pending' | 'confirmed';
  isVerified: boolean;
  flaggedAsSuspicious: boolean;
  flaggingReason: string | null;
  isHidden: boolean;
  rating: number;
  text: string;
  reviewerPosition: string;
  reviewerVessel: string;
  ipAddress: string;
  verificationNotes: string | null;
  createdAt: string;
}

export type Actor = { id: string; name: string; email: string | null } | 'system';

export interface ReviewHistoryStep {
  stream: 'review-request' | 'review';
  type: string;
  recordedAt: string;
  actor: Actor;
  ip: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
}

export interface AuditLogEntry {
  id: string;
  action: string;
  occurredAt: string;
  actor: Actor;
  target: { type: 'user' | 'review'; id: string; name: string | null };
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}
