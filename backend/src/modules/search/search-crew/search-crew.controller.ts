import { BASIC_SEARCH_FILTERS, type SearchFilter } from '@crew/contracts/plans';
import { lockedFilters, lockedFiltersMessage } from '@crew/contracts/search-filters';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_DEFAULT } from '@crew/contracts/search-values';
import { BadRequestException, Controller, ForbiddenException, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AcceptsApiKey, CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { Clock } from '../../../platform/clock/clock.js';
import { linkNext } from '../../../platform/http/keyset-pages.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { CrewSearchResultDto, SearchCriteriaDto, SearchCrewQueryDto } from './search-crew.dto.js';
import { CountCrewQuery, type CrewSearchResult, effectiveSort, type ResultCount, SearchCrewQuery } from './search-crew.query.js';
import { type SearchParams, toFilters, usedFilters } from './search-filters.js';

const PLAN_REFUSAL = "A filter the plan does not include: 'Filtering by experience needs the Professional plan'";

@ApiSchema({ name: 'CrewSearchCount', description: `How many crew a search finds: exact up to ${SEARCH_COUNT_CAP}, else ${SEARCH_COUNT_CAP} and capped` })
class CrewSearchCountDto implements ResultCount {
  @ApiProperty({ maximum: SEARCH_COUNT_CAP }) total: number;
  @ApiProperty({ description: `More than ${SEARCH_COUNT_CAP} match ('${SEARCH_COUNT_CAP.toLocaleString('en-US')}+')` }) capped: boolean;
}

/**
 * The search and its count. The count route is declared here, before CrewProfileController's
 * `:id` in SearchModule, so that `/search/crew/count` is never read as a crew member's id.
 */
@ApiTags('search')
@Controller('search/crew')
@Require('canSearchCrew')
export class SearchCrewController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get()
  @AcceptsApiKey()
  @ApiOperation({
    operationId: 'searchCrew',
    summary:
      'Crew who show their profile in search, by text and filters; by relevance with text, else by rating and verified reviews, or in the order asked. The next page is in the Link header (rel="next").',
  })
  @ApiOkResponse({ type: [CrewSearchResultDto], headers: { Link: { description: 'The next page: <url>; rel="next"', schema: { type: 'string' } } } })
  @ApiForbiddenResponse({ description: PLAN_REFUSAL })
  async search(
    @CurrentUserId() employerId: string,
    @Query() dto: SearchCrewQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CrewSearchResult[]> {
    await this.refuseLockedFilters(employerId, dto);
    const filters = toFilters(dto, this.clock.now());
    const sort = effectiveSort(filters, dto.sort);
    const after = dto.cursor === undefined ? null : decodeCursor(dto.cursor, sort === 'relevance' ? 't' : sort === 'rating' ? 'r' : sort);
    if (dto.cursor !== undefined && !after) throw new BadRequestException('cursor is invalid');
    const page = await this.queries.execute(new SearchCrewQuery(filters, sort, dto.limit ?? SEARCH_PAGE_DEFAULT, after));
    if (page.next) linkNext(req, res, encodeCursor(page.next));
    return page.results;
  }

  @Get('count')
  @ApiOperation({
    operationId: 'countCrew',
    summary: `How many crew a search (the same parameters) finds: exact up to ${SEARCH_COUNT_CAP}, else capped. Asked beside the first page, so results never wait for it.`,
  })
  @ApiOkResponse({ type: CrewSearchCountDto })
  @ApiForbiddenResponse({ description: PLAN_REFUSAL })
  async count(@CurrentUserId() employerId: string, @Query() dto: SearchCriteriaDto): Promise<ResultCount> {
    await this.refuseLockedFilters(employerId, dto);
    return this.queries.execute(new CountCrewQuery(toFilters(dto, this.clock.now())));
  }

  /**
   * The plan's filters (DESIGN.md, "Plan features"), from the account as stored now: 403 naming
   * the plan that has them. Every plan has the basic ones, so only a search using another asks
   * for the plan.
   */
  private async refuseLockedFilters(employerId: string, params: SearchParams) {
    const used = usedFilters(params);
    if (used.every((filter) => (BASIC_SEARCH_FILTERS as readonly SearchFilter[]).includes(filter))) return;
    const viewer = await this.queries.execute(new GetUserQuery(employerId));
    const locked = lockedFilters(viewer?.subscriptionPlan, used);
    if (locked.length > 0) throw new ForbiddenException(lockedFiltersMessage(locked));
  }
}
