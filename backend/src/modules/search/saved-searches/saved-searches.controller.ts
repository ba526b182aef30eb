import { planAllows } from '@crew/contracts/plans';
import { lockedFilters, lockedFiltersMessage, savedSearchesLockedMessage } from '@crew/contracts/search-filters';
import { BadRequestException, Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { usedFilters } from '../search-crew/search-filters.js';
import { SAVED_SEARCH_NOT_FOUND } from './saved-search-values.js';
import { CreateSavedSearchDto, SavedSearchDto, UpdateSavedSearchDto } from './saved-searches.dto.js';
import {
  CreateSavedSearchCommand,
  DeleteSavedSearchCommand,
  ListSavedSearchesQuery,
  type SavedSearchView,
  UpdateSavedSearchCommand,
} from './saved-searches.handlers.js';

/**
 * Saved searches with alerts (DESIGN.md, "Plan features": Professional and Enterprise). Saving,
 * renaming and turning alerts on need a plan that has them; listing and deleting stay open to
 * any searching employer, so one who moved to Basic can still see and remove theirs.
 */
@ApiTags('search')
@Controller('search/saved')
@Require('canSearchCrew')
export class SavedSearchesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listSavedSearches', summary: 'Your saved searches, newest first' })
  @ApiOkResponse({ type: [SavedSearchDto] })
  list(@CurrentUserId() employerId: string): Promise<SavedSearchView[]> {
    return this.queries.execute(new ListSavedSearchesQuery(employerId));
  }

  @Post()
  @ApiOperation({ operationId: 'createSavedSearch', summary: 'Save a search under a name, with a daily email of crew who newly match (Professional and Enterprise)' })
  @ApiCreatedResponse({ type: SavedSearchDto })
  @ApiForbiddenResponse({ description: "'Saved searches need the Professional plan'" })
  @ApiConflictResponse({ description: 'The name is taken, or the employer keeps the most saved searches allowed' })
  async create(@CurrentUserId() employerId: string, @Body() dto: CreateSavedSearchDto): Promise<SavedSearchView> {
    const plan = await this.plan(employerId);
    const locked = lockedFilters(plan, usedFilters(dto.criteria));
    if (locked.length > 0) throw new ForbiddenException(lockedFiltersMessage(locked));
    return this.commands.execute(new CreateSavedSearchCommand(employerId, dto.name, dto.criteria, dto.alerts ?? true));
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'updateSavedSearch', summary: 'Rename a saved search or turn its alerts on or off (Professional and Enterprise)' })
  @ApiOkResponse({ type: SavedSearchDto })
  @ApiForbiddenResponse({ description: "'Saved searches need the Professional plan'" })
  async update(
    @CurrentUserId() employerId: string,
    @Param('id', new UuidParam(SAVED_SEARCH_NOT_FOUND)) id: string,
    @Body() dto: UpdateSavedSearchDto,
  ): Promise<SavedSearchView> {
    if (dto.name === undefined && dto.alerts === undefined) throw new BadRequestException('Send a new name or alerts');
    await this.plan(employerId);
    return this.commands.execute(new UpdateSavedSearchCommand(employerId, id, dto));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteSavedSearch', summary: 'Delete a saved search and its alerts' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(@CurrentUserId() employerId: string, @Param('id', new UuidParam(SAVED_SEARCH_NOT_FOUND)) id: string): Promise<void> {
    await this.commands.execute(new DeleteSavedSearchCommand(employerId, id));
  }

  /** The employer's plan, when it has saved searches; else 403 naming the plan that has them. */
  private async plan(employerId: string): Promise<string> {
    const user = await this.queries.execute(new GetUserQuery(employerId));
    if (!user?.subscriptionPlan || !planAllows(user.subscriptionPlan, 'savedSearches')) throw new ForbiddenException(savedSearchesLockedMessage());
    return user.subscriptionPlan;
  }
}
