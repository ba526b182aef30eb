import { auditEntryKind, type AuditEntryKind } from '@crew/contracts/audit-log';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { type AdminBillingView, GetBillingForAdminQuery } from '../../billing/contracts/admin.js';
import { GetSecondFactorFactsQuery, GetUserNamesQuery, type SecondFactorFacts } from '../../identity/contracts/admin.js';
import { Require } from '../../identity/contracts/auth.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { ListUserSightingsQuery, SIGN_IN_IP_WINDOW_DAYS, type OtherAccountSeen } from '../../identity/contracts/sightings.js';
import type { AccountRole, AdminLevel } from '../../identity/contracts/user-values.js';
import {
  ListReviewModerationOfPersonQuery, ListReviewsOfPersonQuery, type PersonReview, type ReviewSide,
} from '../../reviews/contracts/person-reviews.queries.js';
import { type Actor, actorOf, FORMER_MEMBER } from '../actors.js';
import { readAuditLog } from '../audit-log/audit-log.read.js';
import { AdminUserDetailDto } from './admin-user-detail.dto.js';

const USER_NOT_FOUND = 'User not found';
/** Each list is capped (with its total): the page is for judging a person, the tabs and the CSV are for going through everything. */
export const DETAIL_REVIEWS = 50;
export const DETAIL_SIGHTINGS = 20;
export const DETAIL_HISTORY = 100;

/** Review decisions that also leave an event on the review: the timeline takes those from the review's own history. */
const MIRRORED_BY_REVIEW_EVENTS = ['review.deleted', 'review.flag-cleared', 'review.verified', 'review.flagged'];

export interface NamedParty {
  id: string;
  name: string;
  formerMember: boolean;
}

export interface AdminPersonReview extends Omit<PersonReview, 'otherPartyId'> {
  otherParty: NamedParty;
}

export interface AdminSightingAccount extends Omit<OtherAccountSeen, 'userId'> {
  person: NamedParty;
}

/** One flag or decision concerning the person: on a review they wrote or received, or on their account. */
export interface AdminModerationStep {
  occurredAt: string;
  /** A review event type (ReviewFlagged, ReviewVerified, ReviewFlagCleared, ReviewDeleted) or an audit action. */
  action: string;
  kind: AuditEntryKind;
  review: { id: string; side: ReviewSide } | null;
  actor: Actor;
  /** reason ({ category, note } or text), notes, from/to: what the decision recorded. */
  details: Record<string, unknown>;
}

export interface AdminUserDetail {
  account: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: AccountRole;
    adminLevel: AdminLevel | null;
    isVerified: boolean;
    createdAt: string;
    /** Which second factors the account has (never the factors themselves): a super admin resets them for a person who lost them all. */
    secondFactors: SecondFactorFacts;
  };
  reviewsWritten: { total: number; reviews: AdminPersonReview[] };
  reviewsReceived: { total: number; reviews: AdminPersonReview[] };
  sightings: {
    ipWindowDays: number;
    totalDevices: number;
    totalSignInIps: number;
    devices: Array<{ fingerprint: string; timesSeen: number; firstSeenAt: string; lastSeenAt: string; otherAccounts: AdminSightingAccount[] }>;
    signInIps: Array<{ ip: string; timesSeen: number; firstSeenAt: string; lastSeenAt: string; comparedByFraudRules: boolean; otherAccounts: AdminSightingAccount[] }>;
  };
  moderation: { total: number; steps: AdminModerationStep[] };
  /** Employers and agencies only; null for crew. */
  billing:
    | (AdminBillingView & {
        plan: string | null;
        status: string | null;
        expiresAt: string | null;
      })
    | null;
}

/**
 * One person, for admins: their account, reviews both ways, where they sign in from, every flag
 * and decision about them, and their billing. Composed from identity's, reviews' and billing's
 * queries; moderation adds its own audit log.
 */
@ApiTags('admin')
@Controller('admin/users')
@Require('isAdmin')
export class AdminUserDetailController {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  @Get(':userId/detail')
  @ApiOperation({
    operationId: 'getUserDetailForAdmin',
    summary: "One person's account, reviews written and received, sign-in addresses and devices, flags and decisions about them, and billing",
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiNotFoundResponse({ description: 'No such user (never existed, or the account was deleted)' })
  async detail(@Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string): Promise<AdminUserDetail> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    const isEmployer = user.role === 'employer' || user.role === 'agency';
    const [written, received, sightings, reviewSteps, billing, secondFactors] = await Promise.all([
      this.queries.execute(new ListReviewsOfPersonQuery({ userId, side: 'written', limit: DETAIL_REVIEWS })),
      this.queries.execute(new ListReviewsOfPersonQuery({ userId, side: 'received', limit: DETAIL_REVIEWS })),
      this.queries.execute(new ListUserSightingsQuery(userId, DETAIL_SIGHTINGS)),
      this.queries.execute(new ListReviewModerationOfPersonQuery({ userId, limit: DETAIL_HISTORY })),
      isEmployer ? this.queries.execute(new GetBillingForAdminQuery(userId)) : Promise.resolve(null),
      this.queries.execute(new GetSecondFactorFactsQuery(userId)),
    ]);
    const reviewIds = [...new Set([...written.reviews, ...received.reviews].map((r) => r.id).concat(reviewSteps.events.map((e) => e.reviewId)))];
    const audit = (await readAuditLog(this.em.fork(), this.queries, { about: { userId, reviewIds } }, { limit: DETAIL_HISTORY, offset: 0 })).filter(
      (entry) => !MIRRORED_BY_REVIEW_EVENTS.includes(entry.action),
    );

    const sideOf = new Map<string, ReviewSide>([...written.reviews.map((r) => [r.id, 'written'] as const), ...received.reviews.map((r) => [r.id, 'received'] as const)]);
    const people = [
      ...written.reviews.map((r) => r.otherPartyId),
      ...received.reviews.map((r) => r.otherPartyId),
      ...sightings.devices.flatMap((d) => d.otherAccounts.map((o) => o.userId)),
      ...sightings.signInIps.flatMap((i) => i.otherAccounts.map((o) => o.userId)),
      ...reviewSteps.events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
    ];
    const names = people.length ? await this.queries.execute(new GetUserNamesQuery([...new Set(people)])) : new Map<string, { name: string; email: string }>();
    const party = (id: string): NamedParty => {
      const known = names.get(id);
      return { id, name: known?.name ?? FORMER_MEMBER, formerMember: !known };
    };
    const named = (reviews: PersonReview[]) => reviews.map(({ otherPartyId, ...review }) => ({ ...review, otherParty: party(otherPartyId) }));
    const accounts = (others: OtherAccountSeen[]) => others.map(({ userId: id, ...seen }) => ({ ...seen, person: party(id) }));

    const steps: AdminModerationStep[] = [
      ...reviewSteps.events.map((event) => ({
        occurredAt: event.recordedAt,
        action: event.type,
        kind: 'admin' as const,
        review: { id: event.reviewId, side: event.side },
        actor: actorOf(event.actorId, names),
        details: { ...(event.reason !== null && event.reason !== undefined ? { reason: event.reason } : {}), ...(event.notes ? { notes: event.notes } : {}) },
      })),
      ...audit.map((entry) => ({
        occurredAt: entry.occurredAt,
        action: entry.action,
        kind: auditEntryKind(entry.action),
        review: entry.target.type === 'review' ? { id: entry.target.id, side: sideOf.get(entry.target.id) ?? ('received' as const) } : null,
        actor: entry.actor,
        details: entry.details,
      })),
    ].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));

    return {
      account: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        adminLevel: user.adminLevel,
        isVerified: user.isVerified,
        createdAt: user.createdAt,
        secondFactors,
      },
      reviewsWritten: { total: written.total, reviews: named(written.reviews) },
      reviewsReceived: { total: received.total, reviews: named(received.reviews) },
      sightings: {
        ipWindowDays: SIGN_IN_IP_WINDOW_DAYS,
        totalDevices: sightings.totalDevices,
        totalSignInIps: sightings.totalSignInIps,
        devices: sightings.devices.map((device) => ({ ...device, otherAccounts: accounts(device.otherAccounts) })),
        signInIps: sightings.signInIps.map((ip) => ({ ...ip, otherAccounts: accounts(ip.otherAccounts) })),
      },
      moderation: { total: reviewSteps.total + audit.length, steps: steps.slice(0, DETAIL_HISTORY) },
      billing: billing && {
        ...billing,
        plan: user.subscriptionPlan,
        status: user.subscriptionStatus,
        expiresAt: user.subscriptionExpiresAt,
      },
    };
  }
}
