import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { CurrentUserId, Require, RequirePlan } from '../contracts/auth.js';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-keys.dto.js';
import { ApiKeys, type ApiKeyView, KEY_NOT_FOUND } from './api-keys.js';

/**
 * The Employer page's API access (DESIGN.md, "Plan features"). Creating a key needs an active
 * Enterprise plan; listing and revoking do not, so an employer whose plan changed can still see
 * and revoke the keys they made (which stopped working with the plan anyway).
 */
@ApiTags('api-keys')
@Controller('employer/api-keys')
@Require('isEmployer')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeys) {}

  @Get()
  @ApiOperation({ operationId: 'listApiKeys', summary: 'Your API keys in use, newest first: name, visible start, created and last used (never the key)' })
  @ApiOkResponse({ type: [ApiKeyDto] })
  list(@CurrentUserId() userId: string): Promise<ApiKeyView[]> {
    return this.keys.list(userId);
  }

  @Post()
  @RequirePlan('apiKeys')
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'A new API key for crew search and profiles (Enterprise plan): the whole key is in this answer only; at most 10 in use (409)',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  create(@CurrentUserId() userId: string, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(userId, dto.name);
  }

  @Delete(':keyId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'revokeApiKey', summary: 'Revoke one of your API keys: it is refused from the next request on' })
  @ApiNoContentResponse()
  revoke(@CurrentUserId() userId: string, @Param('keyId', new UuidParam(KEY_NOT_FOUND)) keyId: string): Promise<void> {
    return this.keys.revoke(userId, keyId);
  }
}
