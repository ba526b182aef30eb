import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { GetStoredObjectQuery, type StoredObject } from './get-stored-object.query.js';
import { isObjectId } from './object-paths.js';
import { ObjectUpload } from './object-upload.entity.js';

@QueryHandler(GetStoredObjectQuery)
export class GetStoredObjectHandler implements IQueryHandler<GetStoredObjectQuery> {
  private readonly logger = new Logger(GetStoredObjectHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ objectId }: GetStoredObjectQuery): Promise<StoredObject | null> {
    if (!isObjectId(objectId)) return null;
    const upload = await this.em.fork().findOne(ObjectUpload, { id: objectId.toLowerCase(), usedAt: { $ne: null } });
    if (!upload?.contentType) return null;
    const body = await this.storage.get(upload.id);
    if (!body) {
      this.logger.warn(`Object ${upload.id} is recorded as uploaded but missing from storage`);
      return null;
    }
    return { body, contentType: upload.contentType };
  }
}
