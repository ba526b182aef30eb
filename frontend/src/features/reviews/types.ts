/** Shapes of the reviews API (spec sections 3 and 7; backend/src/modules/reviews). */

export type Assessment = 'excellent' | 'very-good' | 'good' | 'fair' | 'needs-improvement';
export type Recommendation = 'highly-recommend' | 'recommend' | 'neutral' | 'not-recommend';
export type ReviewerVerificationStatus = 'verified' | 'partial' | 'unverified';
export type RequestState = 'pending' | 'answered' | 'declined';
export type EmailStatus = 'queued' | 'sent' | 'failed';

/** A review I received (GET /api/reviews). */
export interface Review {
  id: string;
  status: 'pending' | 'confirmed' | (string & {});
  isVerified: boolean;
  reviewerVerificationStatus: ReviewerVerificationStatus;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  skills: string[];
  technicalSkills: Assessment | null;
  workEthic: Assessment | null;
  communication: Assessment | null;
  professionalism: Assessment | null;
  recommendation: Recommendation | null;
  reviewerName: string;
  reviewerProfileImage: string | null;
  reviewerWorkPosition: string | null;
  isHidden: boolean;
  createdAt: string;
  /** Present only for viewers with an active subscription (DESIGN.md). */
  reviewerPosition?: string | null;
  reviewerVessel?: string | null;
  reviewerCompany?: string | null;
  verificationMethod?: string | null;
  ipAddress?: string | null;
  verificationNotes?: string | null;
}

/** A request someone sent me (GET /api/incoming-review-requests). */
export interface IncomingReviewRequest {
  id: string;
  requesterId: string;
  requesterName: string;
  requesterPosition: string | null;
  reviewerName: string | null;
  context: string;
  duration: string | null;
  message: string | null;
  createdAt: string;
}

/** A request I sent (GET /api/review-requests), with its state and email delivery. */
export interface SentReviewRequest {
  id: string;
  reviewerEmail: string;
  context: string;
  duration: string | null;
  message: string | null;
  state: RequestState;
  emailStatus: EmailStatus;
  createdAt: string;
  updatedAt?: string;
}

export interface CreateReviewRequestInput {
  reviewerEmail: string;
  context: string;
  duration?: string;
  message?: string;
}

/** POST /api/review-requests answers at once: the email is queued (DESIGN.md, "Emails"). */
export interface CreatedReviewRequest {
  id: string;
  emailStatus: EmailStatus;
  deliveryNote?: string | null;
}

export interface SubmitReviewInput {
  reviewRequestId: string;
  revieweeId: string;
  reviewerName: string;
  text: string;
  rating: number;
  context: string;
  duration?: string;
  skills: string[];
  technicalSkills?: Assessment;
  workEthic?: Assessment;
  communication?: Assessment;
  professionalism?: Assessment;
  recommendation?: Recommendation;
  reviewerPosition: string;
  reviewerVessel: string;
  reviewerCompany?: string;
  verificationMethod: 'email';
}

export interface ProfileStats {
  totalReviews?: number;
  verifiedReviews?: number;
  pendingReviews?: number;
  profileViews?: number;
  activeLinks?: number;
  averageRating?: number | string | null;
}

export interface SkillRating {
  skill: string;
  rating: number | string;
}
