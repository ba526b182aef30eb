import { BASIC_SEARCH_FILTERS, type SearchFilter } from '@crew/contracts/plans';
import { lockedFilters, lockedFiltersMessage } from '@crew/contracts/search-filters';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_DEFAULT } from '@crew/contracts/search-values';
import { BadRequestException, Controller, ForbiddenException, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { Clock } from '../../../platform/clock/clock.js';
import { linkNext } from '../../../platform/http/keyset-pages.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { CrewSearchResultDto, SearchCrewQueryDto } from './search-crew.dto.js';
import { type CrewSearchResult, effectiveSort, SearchCrewQuery } from './search-crew.query.js';
import { toFilters, usedFilters } from './search-filters.js';

/** The first page's result count: exact, or the cap with a '+' when there are more. */
export const RESULT_COUNT_HEADER = 'X-Result-Count';

@ApiTags('search')
@Controller('search/crew')
@Require('canSearchCrew')
export class SearchCrewController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'searchCrew',
    summary:
      'Crew who show their profile in search, by text and filters; by relevance with text, else by rating and verified reviews, or in the order asked. The next page is in the Link header (rel="next"); the first page carries the result count.',
  })
  @ApiOkResponse({
    type: [CrewSearchResultDto],
    headers: {
      [RESULT_COUNT_HEADER]: {
        description: `First page only: how many crew match, exact up to ${SEARCH_COUNT_CAP}, else '${SEARCH_COUNT_CAP}+'`,
        schema: { type: 'string', pattern: '^[0-9]+\\+?$' },
      },
      Link: { description: 'The next page: <url>; rel="next"', schema: { type: 'string' } },
    },
  })
  @ApiForbiddenResponse({ description: "A filter the plan does not include: 'Filtering by experience needs the Professional plan'" })
  async search(
    @CurrentUserId() employerId: string,
    @Query() dto: SearchCrewQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CrewSearchResult[]> {
    // The plan's filters (DESIGN.md, "Plan features"), from the account as stored now; every
    // plan has the basic ones, so only a search using another asks for the plan.
    const used = usedFilters(dto);
    if (used.some((filter) => !(BASIC_SEARCH_FILTERS as readonly SearchFilter[]).includes(filter))) {
      const viewer = await this.queries.execute(new GetUserQuery(employerId));
      const locked = lockedFilters(viewer?.subscriptionPlan, used);
      if (locked.length > 0) throw new ForbiddenException(lockedFiltersMessage(locked));
    }
    const filters = toFilters(dto, this.clock.now());
    const sort = effectiveSort(filters, dto.sort);
    const after = dto.cursor === undefined ? null : decodeCursor(dto.cursor, sort === 'relevance' ? 't' : sort === 'rating' ? 'r' : sort);
    if (dto.cursor !== undefined && !after) throw new BadRequestException('cursor is invalid');
    const page = await this.queries.execute(new SearchCrewQuery(filters, sort, dto.limit ?? SEARCH_PAGE_DEFAULT, after, after === null));
    if (page.next) linkNext(req, res, encodeCursor(page.next));
    if (page.count) res.setHeader(RESULT_COUNT_HEADER, `${page.count.n}${page.count.capped ? '+' : ''}`);
    return page.results;
  }
}
