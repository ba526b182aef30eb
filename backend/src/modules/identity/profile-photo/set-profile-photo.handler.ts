import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { objectIdFromUrl, objectPath } from './object-paths.js';
import { ObjectUpload } from './object-upload.entity.js';
import { SetProfilePhotoCommand } from './set-profile-photo.command.js';

@CommandHandler(SetProfilePhotoCommand)
export class SetProfilePhotoHandler implements ICommandHandler<SetProfilePhotoCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, profilePhotoURL }: SetProfilePhotoCommand) {
    // Only our own objects: a URL elsewhere could track viewers or change behind our back.
    const objectId = objectIdFromUrl(profilePhotoURL, this.config.APP_URL);
    if (!objectId) throw new BadRequestException('profilePhotoURL must be a photo uploaded to this site (POST /api/objects/upload)');

    return this.em.fork().transactional(async (em) => {
      const upload = await em.findOne(ObjectUpload, { id: objectId });
      if (!upload) throw new BadRequestException('This photo was not uploaded to this site. Please upload it again.');
      if (upload.userId !== userId) throw new ForbiddenException('This photo belongs to another account');
      if (!upload.usedAt) throw new BadRequestException('This photo has not been uploaded yet. Please upload it again.');
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new UnauthorizedException('Unauthorized');
      user.profileImageUrl = objectPath(objectId);
      this.events.publish(em, identityEvents.profileChanged(user));
      return { profileImageUrl: user.profileImageUrl };
    });
  }
}
