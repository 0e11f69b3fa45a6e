import { messages } from '../../../../shared/messages';
import type { Payee, PayeeType } from '../../../../shared/schemas/payees';
import { Select } from '../../../components/ui/select';
import { usePayees } from '../../../lib/payees-api';

type SavedPayeePickerProps = {
  type: PayeeType;
  value: string | null;
  onPick: (payee: Payee | null) => void;
};

/** "Saved payee": picking one fills the form in and the transfer names it; absent while there are none. */
export function SavedPayeePicker({ type, value, onPick }: SavedPayeePickerProps) {
  const payees = usePayees().data?.filter((p) => p.type === type) ?? [];
  if (payees.length === 0) return null;
  return (
    <Select
      label={messages.payees.pick}
      value={value ?? ''}
      placeholder={messages.payees.pickNone}
      onChange={(e) => onPick(payees.find((p) => p._id === e.target.value) ?? null)}
      options={payees.map((p) => ({
        value: p._id,
        label: p.nickname ? `${p.nickname} (${p.name})` : p.name,
      }))}
    />
  );
}
