import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE_ITEM_NAMES, CATALOGUE_KINDS, unknownCatalogueIds } from '../../certifications/contracts/catalogue-ids.js';
import type { UserView } from '../contracts/user-view.js';
import { toUserView } from '../current-user/to-user-view.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { crewFieldsRefusal } from './crew-profile.js';
import { type ProfileChanges, UpdateProfileCommand } from './update-profile.command.js';

/** "Unknown STCW endorsement id: x" for each list holding ids its catalogue lacks. */
function catalogueProblems(changes: ProfileChanges): string[] {
  return CATALOGUE_KINDS.flatMap((kind) => {
    const unknown = unknownCatalogueIds(kind, changes[kind] ?? []);
    if (unknown.length === 0) return [];
    return [`Unknown ${CATALOGUE_ITEM_NAMES[kind]} id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`];
  });
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, changes }: UpdateProfileCommand): Promise<UserView> {
    const problems = catalogueProblems(changes);
    if (problems.length > 0) throw new BadRequestException(problems.join('; '));

    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      // The account was deleted while this session lived on.
      if (!user) throw new UnauthorizedException('Unauthorized');
      const notCrew = crewFieldsRefusal(user.role, changes);
      if (notCrew) throw new ForbiddenException(notCrew);
      const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
      Object.assign(user, Object.fromEntries(defined));
      this.events.publish(em, identityEvents.profileChanged(user));
      await em.flush();
      return toUserView(user);
    });
  }
}
