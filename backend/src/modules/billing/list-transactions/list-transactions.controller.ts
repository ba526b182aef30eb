import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TransactionDto } from '../billing.dto.js';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { ListTransactionsQuery } from './list-transactions.query.js';

@ApiTags('billing')
@Controller('transactions')
export class ListTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Require('isEmployer')
  @ApiOperation({ operationId: 'listTransactions', summary: "The employer's own credit ledger, newest first" })
  @ApiOkResponse({ type: [TransactionDto] })
  list(@CurrentUserId() userId: string) {
    return this.queries.execute(new ListTransactionsQuery(userId));
  }
}
