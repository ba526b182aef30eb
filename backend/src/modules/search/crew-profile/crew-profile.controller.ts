import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiSchema, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Clock } from '../../../platform/clock/clock.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { AllowanceRefusalResponses, UseMonthlyAllowanceCommand } from '../../billing/contracts/allowances.js';
import { access } from '../../identity/contracts/access.js';
import { AcceptsApiKey, CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { CrewSearchResultDto } from '../search-crew/search-crew.dto.js';
import { type EmployerProfileFacts, employerProfileFacts } from './employer-profile.js';
import { EmployerCertificateGroupDto, EmployerReviewDto, EmployerSeaServiceDto } from './employer-profile.dto.js';
import { type CrewProfile, GetCrewProfileQuery } from './get-crew-profile.query.js';

const NOT_FOUND = 'Crew member not found';

@ApiSchema({ name: 'CrewProfile', description: 'The full profile of a crew member who shows it in search; never an email, phone or IP' })
export class CrewProfileDto extends CrewSearchResultDto implements EmployerCrewProfile {
  @ApiProperty({ type: String, nullable: true }) rank: string | null;
  @ApiProperty({ type: String, nullable: true }) experience: string | null;
  @ApiProperty({ type: String, nullable: true }) availability: string | null;
  @ApiProperty({ type: [String], description: 'Every certificate name: STCW, USCG, MCA, other authorities, equivalencies, then free text' }) certificates: string[];
  @ApiProperty({ type: [String], description: 'Names of the STCW certificates (among stcwCertificates) past their recorded expiry date today (UTC)' })
  expiredStcwCertificates: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'Average over verified reviews only, each reviewer once; null before the first' })
  declare averageRating: number | null;
  @ApiProperty({ description: 'Reviewers with a verified, confirmed, shown review' }) declare verifiedReviews: number;
  @ApiProperty({ type: [EmployerReviewDto], description: 'Every verified, confirmed, unhidden review, newest first' }) reviews: EmployerReviewDto[];
  @ApiProperty({ type: [EmployerCertificateGroupDto], description: 'Every held certification by authority, with its validity' })
  certifications: EmployerCertificateGroupDto[];
  @ApiProperty({ type: EmployerSeaServiceDto }) seaService: EmployerProfileFacts['seaService'];
}

export class CrewProfileQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "'true' once the employer confirmed the price: when this month's profile views are used up, the view is paid with credits ($2)",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'payWithCredits must be true or false' })
  payWithCredits?: 'true' | 'false';
}

export type EmployerCrewProfile = CrewProfile & EmployerProfileFacts;

@ApiTags('search')
@Controller('search/crew')
@Require('canSearchCrew')
export class CrewProfileController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  @Get(':id')
  @AcceptsApiKey()
  @ApiOperation({
    operationId: 'getCrewProfile',
    summary: "A searchable crew member's full profile; counts one profile view on the plan's monthly allowance, once per crew member per month",
  })
  @ApiOkResponse({ type: CrewProfileDto })
  @AllowanceRefusalResponses()
  async get(
    @CurrentUserId() employerId: string,
    @Param('id', new UuidParam(NOT_FOUND)) crewId: string,
    @Query() { payWithCredits }: CrewProfileQueryDto,
  ): Promise<EmployerCrewProfile> {
    const profile = await this.queries.execute(new GetCrewProfileQuery(crewId));
    if (!profile) throw new NotFoundException(NOT_FOUND);
    await this.commands.execute(new UseMonthlyAllowanceCommand(employerId, 'profile_view', crewId, payWithCredits === 'true'));
    const now = this.clock.now();
    // Searching needs an active plan today, so this is always true here; the reviewer details
    // follow their own rule (spec section 5), not the route's, should the route ever open wider.
    const viewer = await this.queries.execute(new GetUserQuery(employerId));
    const facts = await employerProfileFacts(this.queries, crewId, access(viewer, now).canSeeReviewerDetails, now);
    // The rating and verified count are the reviews module's, over verified reviews only (DESIGN.md,
    // "What employers see"), in place of the directory's public numbers.
    return { ...profile, ...facts };
  }
}
