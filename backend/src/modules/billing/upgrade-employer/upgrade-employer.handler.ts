import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountRole } from '../../identity/contracts/user-values.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { ChangeAccountRoleCommand } from '../../identity/contracts/account.commands.js';
import { billingEvents } from '../billing-events.js';
import { UpgradeEmployerCommand } from './upgrade-employer.command.js';

const ALREADY_UPGRADED = 'This account is already an employer account';

/** Crew account -> employer (or agency for a recruitment agency), with its company, at once. */
@CommandHandler(UpgradeEmployerCommand)
export class UpgradeEmployerHandler implements ICommandHandler<UpgradeEmployerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, companyName, companyType, licenseNumber }: UpgradeEmployerCommand) {
    const role: AccountRole = companyType === 'recruitment_agency' ? 'agency' : 'employer';
    return this.em.transactional(async (em) => {
      // The company's primary key is the account: a second upgrade, even a concurrent one, stops here.
      const inserted = await em.execute<unknown[]>(
        `insert into employer_companies (user_id, company_name, company_type, license_number) values (?, ?, ?, ?)
         on conflict (user_id) do nothing returning user_id`,
        [userId, companyName, companyType, licenseNumber ?? null],
      );
      if (inserted.length === 0) throw new ConflictException(ALREADY_UPGRADED);
      // Only a crew account upgrades; an employer made by an admin has no company yet but is not crew.
      const changed = await this.commands.execute(new ChangeAccountRoleCommand(userId, 'crew', role));
      if (!changed) throw new ConflictException(ALREADY_UPGRADED);
      this.events.publish(em, billingEvents.employerUpgraded({ userId, role, companyName, companyType }));
      return { role };
    });
  }
}
