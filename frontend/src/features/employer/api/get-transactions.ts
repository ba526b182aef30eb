import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TRANSACTIONS_KEY } from './keys';
import type { Transaction } from './schemas';

/** GET /api/transactions: the employer's credit ledger, newest first. */
export const getTransactions = () => apiRequest<Transaction[]>('GET', '/api/transactions');

export const getTransactionsQueryOptions = () => queryOptions({ queryKey: TRANSACTIONS_KEY, queryFn: getTransactions });

export const useTransactions = (enabled = true) => useQuery({ ...getTransactionsQueryOptions(), enabled });
