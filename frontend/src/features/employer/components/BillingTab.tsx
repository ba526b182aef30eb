import { Flex, Skeleton, Tag, Typography } from 'antd';
import { CreditPrices } from '../../../components/credits';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/dates';
import { useTransactions } from '../api/get-transactions';
import { dollars } from './format';

/** What credits buy, then the transactions (credits in, and each spend on an action beyond the plan). */
export function BillingTab() {
  return (
    <Flex vertical gap={16}>
      <CreditPrices />
      <Transactions />
    </Flex>
  );
}

/** Transactions with description, date, amount and status badge, or 'No transactions yet'. */
function Transactions() {
  const { data, isLoading, isError, refetch, isRefetching } = useTransactions();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <LoadError title="Your transactions could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!data?.length) return <Typography.Text type="secondary">No transactions yet</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Transactions">
      {data.map((transaction) => (
        <li key={transaction.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Flex wrap gap={12} align="center" justify="space-between">
            <Flex vertical>
              <Typography.Text strong>{transaction.description}</Typography.Text>
              <Typography.Text type="secondary">{formatDate(transaction.createdAt)}</Typography.Text>
            </Flex>
            <Flex gap={12} align="center">
              <Typography.Text strong>
                {transaction.amount > 0 ? '+' : ''}
                {dollars(transaction.amount)}
              </Typography.Text>
              <Tag color={transaction.status === 'completed' ? 'green' : undefined} style={{ textTransform: 'capitalize' }}>
                {transaction.status}
              </Tag>
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
