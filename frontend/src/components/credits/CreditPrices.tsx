import { Typography } from 'antd';
import { CREDIT_PRICES_LINE } from '../../lib/allowances';

/** What credits buy (DESIGN.md, "Credits"), from the one price list: Plans tab, Billing, wherever credits are added. */
export function CreditPrices() {
  return (
    <Typography.Text type="secondary">
      {CREDIT_PRICES_LINE}. You always see the price and confirm it before any credit is spent.
    </Typography.Text>
  );
}
