import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, GoneException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { uploadSignatureValid } from '../../../platform/storage/signed-upload-url.js';
import { isObjectId, objectPath } from './object-paths.js';
import { ObjectUpload } from './object-upload.entity.js';
import { StoreUploadCommand } from './store-upload.command.js';
import { cleanImage, UPLOAD_MESSAGES } from './upload-rules.js';

@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ objectId, expires, signature, readBody }: StoreUploadCommand) {
    const upload = await this.authorize(objectId, expires, signature);

    const { body, mime } = await cleanImage(await readBody());

    await this.em.fork().transactional(async (em) => {
      // Claiming the row in one statement makes the link one-time even for two PUTs at once.
      const claimed = await em.execute(
        'update object_uploads set used_at = now(), content_type = ?, size_bytes = ? where id = ? and used_at is null and expires_at > now() returning id',
        [mime, body.length, upload.id],
      );
      if (claimed.length === 0) throw new GoneException(UPLOAD_MESSAGES.used);
      // Inside the transaction: if the write fails, the claim rolls back and the link still works.
      await this.storage.put(upload.id, body, mime);
    });
    return { objectPath: objectPath(upload.id) };
  }

  /** Signature first (403), then the row's own expiry and use (410). */
  private async authorize(objectId: string, expires: string | undefined, signature: string | undefined): Promise<ObjectUpload> {
    if (!isObjectId(objectId) || !expires || !/^\d{1,12}$/.test(expires) || !signature) throw new ForbiddenException(UPLOAD_MESSAGES.invalidLink);
    const upload = await this.em.fork().findOne(ObjectUpload, { id: objectId.toLowerCase() });
    if (!upload || !uploadSignatureValid(this.config.SESSION_SECRET, { objectId: upload.id, userId: upload.userId, expires: Number(expires) }, signature)) {
      throw new ForbiddenException(UPLOAD_MESSAGES.invalidLink);
    }
    if (upload.usedAt) throw new GoneException(UPLOAD_MESSAGES.used);
    const now = Date.now();
    if (Number(expires) * 1000 <= now || upload.expiresAt.getTime() <= now) throw new GoneException(UPLOAD_MESSAGES.expired);
    return upload;
  }
}
