import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ForbiddenException, GoneException, HttpException, Inject, Logger, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { DirectUploads } from '../../../platform/storage/direct-uploads.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { objectIdFromUrl, objectPath } from './object-paths.js';
import { ObjectUpload } from './object-upload.entity.js';
import { SetProfilePhotoCommand } from './set-profile-photo.command.js';
import { cleanImage, MAX_UPLOAD_BYTES, stagingKey, tooLarge, UPLOAD_MESSAGES } from './upload-rules.js';

const NOT_UPLOADED = 'This photo has not been uploaded yet. Please upload it again.';

@CommandHandler(SetProfilePhotoCommand)
export class SetProfilePhotoHandler implements ICommandHandler<SetProfilePhotoCommand> {
  private readonly logger = new Logger(SetProfilePhotoHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly events: IntegrationEvents,
    private readonly storage: ObjectStorage,
    /** Null on local disk, where an upload is checked and stored as it arrives. */
    @Inject(DirectUploads) private readonly directUploads: DirectUploads | null,
  ) {}

  async execute({ userId, profilePhotoURL }: SetProfilePhotoCommand) {
    // Only our own objects: a URL elsewhere could track viewers or change behind our back.
    const objectId = objectIdFromUrl(profilePhotoURL, this.config.APP_URL);
    if (!objectId) throw new BadRequestException('profilePhotoURL must be a photo uploaded to this site (POST /api/objects/upload)');

    const upload = await this.em.fork().findOne(ObjectUpload, { id: objectId });
    if (!upload) throw new BadRequestException('This photo was not uploaded to this site. Please upload it again.');
    if (upload.userId !== userId) throw new ForbiddenException('This photo belongs to another account');
    if (!upload.usedAt) await this.acceptDirectUpload(upload);

    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new UnauthorizedException('Unauthorized');
      user.profileImageUrl = objectPath(objectId);
      this.events.publish(em, identityEvents.profileChanged(user));
      return { profileImageUrl: user.profileImageUrl };
    });
  }

  /**
   * An upload the browser sent straight to the bucket: read it back (at most 5 MB), judge it
   * by its bytes as an upload through this server is, and store the cleaned bytes under the
   * object's own key. The staging object goes once judged, so a refused file is not kept.
   * Storing what was checked (rather than the staging object itself) matters: the presigned
   * URL still accepts PUTs until it expires, and could otherwise replace a checked photo.
   */
  private async acceptDirectUpload(upload: ObjectUpload): Promise<void> {
    if (!this.directUploads) throw new BadRequestException(NOT_UPLOADED);
    const stagedKey = stagingKey(upload.id);
    if (upload.expiresAt.getTime() <= Date.now()) {
      await this.removeStaged(stagedKey);
      throw new GoneException(UPLOAD_MESSAGES.expired);
    }
    const staged = await this.directUploads.readUpTo(stagedKey, MAX_UPLOAD_BYTES);
    if (staged === null) throw new BadRequestException(NOT_UPLOADED);
    try {
      if (staged === 'too-large') throw tooLarge();
      const { body, mime } = await cleanImage(staged);
      await this.em.fork().transactional(async (em) => {
        // One statement claims the row, so two requests finishing the same upload store it once.
        const claimed = await em.execute(
          'update object_uploads set used_at = now(), content_type = ?, size_bytes = ? where id = ? and used_at is null and expires_at > now() returning id',
          [mime, body.length, upload.id],
        );
        if (claimed.length === 0) {
          const now = await em.findOne(ObjectUpload, { id: upload.id }, { refresh: true });
          if (now?.usedAt) return; // the other request stored it
          throw new GoneException(UPLOAD_MESSAGES.expired);
        }
        // Inside the transaction: if the write fails, the claim rolls back and the upload can be set again.
        await this.storage.put(upload.id, body, mime);
      });
    } catch (error) {
      // A refused file goes; after a failure of our own (storage, database) it stays, to be set again.
      if (error instanceof HttpException) await this.removeStaged(stagedKey);
      throw error;
    }
    await this.removeStaged(stagedKey);
  }

  private async removeStaged(key: string) {
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn(`Staged upload ${key} was not removed: ${String(error)}`));
  }
}
