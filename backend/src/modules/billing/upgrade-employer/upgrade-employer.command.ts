import type { CompanyType } from '@crew/contracts/plans';
import { Command } from '@nestjs/cqrs';
import type { AccountRole } from '../../identity/contracts/user-values.js';

export class UpgradeEmployerCommand extends Command<{ role: AccountRole }> {
  constructor(
    readonly userId: string,
    readonly companyName: string,
    readonly companyType: CompanyType,
    readonly licenseNumber: string | undefined,
  ) {
    super();
  }
}
