import { positionFilter, SEARCH_CERTIFICATIONS, SEARCH_PAGE_DEFAULT } from '@crew/contracts/search-values';
import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AcceptsApiKey, Require } from '../../identity/contracts/auth.js';
import { Clock } from '../../../platform/clock/clock.js';
import { linkNext } from '../../../platform/http/keyset-pages.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { CrewSearchResultDto, SearchCrewQueryDto } from './search-crew.dto.js';
import { type CrewSearchFilters, type CrewSearchResult, SearchCrewQuery } from './search-crew.query.js';

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
    summary: 'Crew who show their profile in search, by text and filters; by relevance with text, else by rating and verified reviews. The next page is in the Link header (rel="next").',
  })
  @ApiOkResponse({ type: [CrewSearchResultDto] })
  async search(@Query() dto: SearchCrewQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CrewSearchResult[]> {
    const filters = toFilters(dto, this.clock.now());
    const after = dto.cursor === undefined ? null : decodeCursor(dto.cursor, filters.text ? 't' : 'r');
    if (dto.cursor !== undefined && !after) throw new BadRequestException('cursor is invalid');
    const page = await this.queries.execute(new SearchCrewQuery(filters, dto.limit ?? SEARCH_PAGE_DEFAULT, after));
    if (page.next) linkNext(req, res, encodeCursor(page.next));
    return page.results;
  }
}

function toFilters(dto: SearchCrewQueryDto, now: Date): CrewSearchFilters {
  const text = dto.query?.trim();
  const location = dto.location?.trim();
  const chosen = dto.certifications === undefined ? [] : [dto.certifications].flat();
  return {
    text: text || undefined,
    position: dto.position ? positionFilter(dto.position) : undefined,
    location: location || undefined,
    minExperience: dto.minExperience || undefined,
    minRating: dto.minRating || undefined,
    availability: dto.availability,
    certifications: [...new Set(chosen)].map((value) => SEARCH_CERTIFICATIONS.find((c) => c.value === value)!.ids),
    // Today as the certificate wallet judges it: the UTC day (ADR 0025).
    validCertificatesOn: dto.validCertificatesOnly === 'true' ? now.toISOString().slice(0, 10) : undefined,
  };
}
