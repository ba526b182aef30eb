import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { signUpload } from '../../../platform/storage/signed-upload-url.js';
import { ObjectUpload } from './object-upload.entity.js';
import { CreateUploadUrlCommand } from './create-upload-url.command.js';
import { UPLOAD_URL_MINUTES } from './upload-rules.js';

@CommandHandler(CreateUploadUrlCommand)
export class CreateUploadUrlHandler implements ICommandHandler<CreateUploadUrlCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId }: CreateUploadUrlCommand) {
    // Whole seconds, so the expiry in the URL and in the row are the same instant.
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_MINUTES * 60;
    const upload = this.em.create(ObjectUpload, { userId, expiresAt: new Date(expires * 1000) });
    await this.em.persist(upload).flush();
    const sig = signUpload(this.config.SESSION_SECRET, { objectId: upload.id, userId, expires });
    return { uploadURL: `${this.config.APP_URL}/api/objects/upload/${upload.id}?expires=${expires}&sig=${sig}` };
  }
}
