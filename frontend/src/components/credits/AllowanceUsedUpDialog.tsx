import { Modal } from 'antd';
import type { AllowanceUsedUp } from '../../lib/allowances';
import { AllowanceOffer, offerTitle } from './AllowanceOffer';

/** The offer of AllowanceOffer in a dialog, for an action taken from a button (order a report, send a message). */
export function AllowanceUsedUpDialog({
  refusal,
  onPay,
  onCancel,
  paying,
  error,
}: {
  refusal: AllowanceUsedUp | null;
  onPay: () => void;
  onCancel: () => void;
  paying: boolean;
  error: string | null;
}) {
  return (
    <Modal open={refusal !== null} title={refusal ? offerTitle(refusal) : ''} onCancel={onCancel} footer={null} destroyOnHidden>
      {refusal && <AllowanceOffer refusal={refusal} onPay={onPay} onCancel={onCancel} paying={paying} error={error} />}
    </Modal>
  );
}
