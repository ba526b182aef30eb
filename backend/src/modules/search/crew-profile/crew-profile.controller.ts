import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { UseMonthlyAllowanceCommand } from '../../billing/contracts/allowances.js';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { CrewSearchResultDto } from '../search-crew/search-crew.dto.js';
import { type CrewProfile, GetCrewProfileQuery } from './get-crew-profile.query.js';

const NOT_FOUND = 'Crew member not found';

@ApiSchema({ name: 'CrewProfile', description: 'The full profile of a crew member who shows it in search; never an email, phone or IP' })
export class CrewProfileDto extends CrewSearchResultDto implements CrewProfile {
  @ApiProperty({ type: String, nullable: true }) rank: string | null;
  @ApiProperty({ type: String, nullable: true }) experience: string | null;
  @ApiProperty({ type: String, nullable: true }) availability: string | null;
  @ApiProperty({ type: [String], description: 'Every certificate name: STCW, USCG, MCA, other authorities, equivalencies, then free text' }) certificates: string[];
  @ApiProperty({ type: [String], description: 'Names of the STCW certificates (among stcwCertificates) past their recorded expiry date today (UTC)' })
  expiredStcwCertificates: string[];
}

@ApiTags('search')
@Controller('search/crew')
@Require('canSearchCrew')
export class CrewProfileController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get(':id')
  @ApiOperation({
    operationId: 'getCrewProfile',
    summary: "A searchable crew member's full profile; counts one profile view on the plan's monthly allowance, once per crew member per month",
  })
  @ApiOkResponse({ type: CrewProfileDto })
  async get(@CurrentUserId() employerId: string, @Param('id', new UuidParam(NOT_FOUND)) crewId: string): Promise<CrewProfile> {
    const profile = await this.queries.execute(new GetCrewProfileQuery(crewId));
    if (!profile) throw new NotFoundException(NOT_FOUND);
    await this.commands.execute(new UseMonthlyAllowanceCommand(employerId, 'profile_view', crewId));
    return profile;
  }
}
