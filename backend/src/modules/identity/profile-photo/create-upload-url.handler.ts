import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { DirectUploads } from '../../../platform/storage/direct-uploads.js';
import { signUpload } from '../../../platform/storage/signed-upload-url.js';
import { ObjectUpload } from './object-upload.entity.js';
import { CreateUploadUrlCommand } from './create-upload-url.command.js';
import { objectPath } from './object-paths.js';
import { stagingKey, UPLOAD_URL_MINUTES } from './upload-rules.js';

@CommandHandler(CreateUploadUrlCommand)
export class CreateUploadUrlHandler implements ICommandHandler<CreateUploadUrlCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    /** Null on local disk: then the bytes come through this server's own signed URL. */
    @Inject(DirectUploads) private readonly directUploads: DirectUploads | null,
  ) {}

  async execute({ userId }: CreateUploadUrlCommand) {
    // Whole seconds, so the expiry in the URL and in the row are the same instant.
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_MINUTES * 60;
    const upload = this.em.create(ObjectUpload, { userId, expiresAt: new Date(expires * 1000) });
    await this.em.persist(upload).flush();
    if (this.directUploads) {
      // Straight to the bucket, to a staging key: the photo is checked when it is set (SetProfilePhotoHandler).
      // The presigner counts the lifetime from its own signing time, a moment after the row's: the
      // URL may outlive the row by that moment, and setting the photo refuses an expired row anyway.
      return { uploadURL: await this.directUploads.uploadUrl(stagingKey(upload.id), UPLOAD_URL_MINUTES * 60), objectPath: objectPath(upload.id) };
    }
    const sig = signUpload(this.config.SESSION_SECRET, { objectId: upload.id, userId, expires });
    return { uploadURL: `${this.config.APP_URL}/api/objects/upload/${upload.id}?expires=${expires}&sig=${sig}`, objectPath: objectPath(upload.id) };
  }
}
