import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import type { AccessLevel } from '../domain/share-link-values.js';
import { isWellFormedShareToken } from '../domain/share-token.js';
import { GetSeaServiceQuery } from '../../sea-service/contracts/sea-service.query.js';
import { publicSeaService } from '../public-profile-document/public-profile-document.js';
import { buildPublicProfile } from '../public-profile-document/public-profile-store.js';
import { GetPublicProfileQuery, type PublicProfileLookup } from './get-public-profile.query.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

interface LinkWithDocument {
  id: string;
  userId: string;
  accessLevel: AccessLevel;
  body: string | null;
  etag: string | null;
  expiries: Record<string, string> | null;
}

/**
 * One statement: the live link and its owner's precomputed document for the link's access
 * level (ADR 0021). Both tables are sharing's own.
 */
const LINK_WITH_DOCUMENT = `select l.id, l.user_id as "userId", l.access_level as "accessLevel",
    case when l.access_level = 'full' then p.full_document else p.basic_document end as body,
    case when l.access_level = 'full' then p.full_etag else p.basic_etag end as etag,
    case when p.full_document is null then p.certificate_expiries end as expiries
  from share_links l left join sharing_public_profiles p on p.user_id = l.user_id
  where l.token = ? and l.deleted_at is null and l.expires_at > now()`;

@ReadsFromReplica()
@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token }: GetPublicProfileQuery): Promise<PublicProfileLookup | null> {
    if (!isWellFormedShareToken(token)) return null;
    const [link] = await this.em.getConnection().execute<LinkWithDocument[]>(LINK_WITH_DOCUMENT, [token]);
    if (!link) return null;
    if (link.body !== null && link.etag !== null) return { linkId: link.id, ownerId: link.userId, body: link.body, etag: link.etag };
    return this.notYetBuilt(link);
  }

  /**
   * The owner's registration has not been delivered to sharing yet (a link opened within a
   * moment of signing up): the same document, built from identity's current answer once, not
   * stored (only events write the table, so a replay stays equal to it).
   */
  private async notYetBuilt(link: LinkWithDocument): Promise<PublicProfileLookup | null> {
    const user = await this.queries.execute(new GetUserQuery(link.userId));
    if (!user) return null;
    const em = this.em.fork();
    const person = { ...user, stcwEndorsementIds: user.stcwEndorsements };
    const seaService = publicSeaService({ userId: link.userId, ...(await this.queries.execute(new GetSeaServiceQuery(link.userId, { withConfirmations: false }))) });
    const documents = await buildPublicProfile(em, link.userId, person, user.role, link.expiries ?? {}, seaService);
    const served = link.accessLevel === 'full' ? documents.full : documents.basic;
    return { linkId: link.id, ownerId: link.userId, ...served };
  }
}
