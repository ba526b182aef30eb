import { List, Skeleton, Tag, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import { useTransactions } from '../api/get-transactions';
import { dollars } from './format';

/** Transactions with description, date, amount and status badge, or 'No transactions yet'. */
export function BillingTab() {
  const { data, isLoading } = useTransactions();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data?.length) return <Typography.Text type="secondary">No transactions yet</Typography.Text>;
  return (
    <List
      dataSource={data}
      rowKey="id"
      renderItem={(transaction) => (
        <List.Item
          extra={
            <Tag color={transaction.status === 'completed' ? 'green' : undefined} style={{ textTransform: 'capitalize' }}>
              {transaction.status}
            </Tag>
          }
        >
          <List.Item.Meta title={transaction.description} description={formatDate(transaction.createdAt)} />
          <Typography.Text strong style={{ marginRight: 16 }}>
            {transaction.amount > 0 ? '+' : ''}
            {dollars(transaction.amount)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
