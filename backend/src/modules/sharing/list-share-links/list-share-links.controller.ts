import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import type { ShareLinkView } from '../share-link.view.js';
import { ShareLinkViewDto } from '../share-link-view.dto.js';
import { ListShareLinksQuery } from './list-share-links.query.js';

@ApiTags('sharing')
@Controller('share-links')
export class ListShareLinksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listShareLinks', summary: 'Your share links, newest first, with days left and view counts' })
  @ApiOkResponse({ type: [ShareLinkViewDto] })
  list(@CurrentUserId() userId: string): Promise<ShareLinkView[]> {
    return this.queries.execute(new ListShareLinksQuery(userId));
  }
}
