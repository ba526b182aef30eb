import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { ListTransactionsQuery } from './list-transactions.query.js';

@ApiTags('billing')
@Controller('transactions')
export class ListTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Require('isEmployer')
  @ApiOperation({ summary: "The employer's own credit ledger, newest first" })
  list(@CurrentUserId() userId: string) {
    return this.queries.execute(new ListTransactionsQuery(userId));
  }
}
