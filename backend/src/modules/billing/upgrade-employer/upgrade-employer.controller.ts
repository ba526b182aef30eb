import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmployerUpgradeDto } from '../billing.dto.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { UpgradeEmployerCommand } from './upgrade-employer.command.js';
import { UpgradeEmployerDto } from './upgrade-employer.dto.js';

@ApiTags('billing')
@Controller('user/upgrade-employer')
export class UpgradeEmployerController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ operationId: 'upgradeEmployer', summary: 'Turn a crew account into an employer account (an agency account for a recruitment agency); 409 when already upgraded' })
  @ApiOkResponse({ type: EmployerUpgradeDto })
  upgrade(@CurrentUserId() userId: string, @Body() dto: UpgradeEmployerDto) {
    return this.commands.execute(new UpgradeEmployerCommand(userId, dto.companyName, dto.companyType, dto.licenseNumber));
  }
}
