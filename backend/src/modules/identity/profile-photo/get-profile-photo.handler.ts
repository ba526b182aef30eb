import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { GetProfilePhotoQuery, type ProfilePhoto } from '../contracts/profile-photo.query.js';
import { User } from '../user.entity.js';
import { GetStoredObjectQuery } from './get-stored-object.query.js';
import { objectIdFromUrl } from './object-paths.js';

@QueryHandler(GetProfilePhotoQuery)
export class GetProfilePhotoHandler implements IQueryHandler<GetProfilePhotoQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetProfilePhotoQuery): Promise<ProfilePhoto | null> {
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['profileImageUrl'] });
    const objectId = user?.profileImageUrl ? objectIdFromUrl(user.profileImageUrl, this.config.APP_URL) : null;
    return objectId ? this.queries.execute(new GetStoredObjectQuery(objectId)) : null;
  }
}
