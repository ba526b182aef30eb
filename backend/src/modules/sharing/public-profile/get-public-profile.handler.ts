import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { type AccessLevel, PUBLIC_ENDORSEMENT_LIMIT, PUBLIC_REVIEW_LIMIT, publicAccessLevel } from '../domain/share-link-values.js';
import { isWellFormedShareToken } from '../domain/share-token.js';
import { publicReviewList, publicReviewSummary } from '../review-data/public-review-data.js';
import { endorsementNames } from './endorsement-names.js';
import { GetPublicProfileQuery, type PublicProfileLookup } from './get-public-profile.query.js';

@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token, options }: GetPublicProfileQuery): Promise<PublicProfileLookup | null> {
    if (!isWellFormedShareToken(token)) return null;
    const [link] = await this.em.getConnection().execute<Array<{ id: string; userId: string; accessLevel: AccessLevel }>>(
      `select id, user_id as "userId", access_level as "accessLevel" from share_links
       where token = ? and deleted_at is null and expires_at > now()`,
      [token],
    );
    if (!link) return null;

    const full = link.accessLevel === 'full';
    // Review data comes from sharing's own tables, fed by reviews' events (never a call to reviews).
    const em = this.em.fork();
    const [user, summary, reviews] = await Promise.all([
      this.queries.execute(new GetUserQuery(link.userId)),
      publicReviewSummary(em, link.userId),
      full && options.withReviews ? publicReviewList(em, link.userId, PUBLIC_REVIEW_LIMIT) : Promise.resolve([]),
    ]);
    if (!user) return null;

    return {
      linkId: link.id,
      ownerId: link.userId,
      profile: {
        user: {
          firstName: user.firstName,
          lastName: user.lastName,
          profileImageUrl: user.profileImageUrl,
          position: user.position,
          experience: user.experience,
          experienceYears: user.experienceYears,
          rank: user.rank,
          role: user.role,
          isVerified: user.isVerified,
          stcwEndorsements: endorsementNames(user.stcwEndorsements, PUBLIC_ENDORSEMENT_LIMIT),
          location: user.location,
        },
        reviews: reviews.map((r) => ({
          id: r.id,
          status: r.status,
          isVerified: r.isVerified,
          rating: r.rating,
          text: r.text,
          context: r.context,
          duration: r.duration,
          reviewerName: r.reviewerName,
          reviewerWorkPosition: r.reviewerWorkPosition,
          createdAt: r.createdAt,
        })),
        stats: { averageRating: summary.averageRating, totalReviews: summary.totalReviews, verifiedReviews: summary.verifiedReviews },
        skills: summary.skills.map((s) => ({ name: s.name, averageRating: s.averageRating })),
        accessLevel: publicAccessLevel(link.accessLevel),
      },
    };
  }
}
