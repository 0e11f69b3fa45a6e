import { messages } from '../../../../shared/messages';
import type { Payee, PayeeType } from '../../../../shared/schemas/payees';
import { maskedNumber } from '../../../lib/accounts-query';
import { usePayees } from '../../../lib/payees-api';

type PayeeChoiceProps = {
  type: PayeeType;
  value: string | null;
  onPick: (payee: Payee | null) => void;
};

/**
 * The form starts with who is paid: the saved payees of this kind first, then "Someone new", whose
 * details are typed below. Radio buttons, so the keyboard and screen readers treat it as one choice.
 */
export function PayeeChoice({ type, value, onPick }: PayeeChoiceProps) {
  const payees = usePayees().data?.filter((p) => p.type === type) ?? [];
  const option = (id: string, checked: boolean, onChange: () => void, name: string, detail?: string) => (
    <label key={id} className="payee-choice__option">
      <input type="radio" name="payee" value={id} checked={checked} onChange={onChange} />
      <span className="stack-xs">
        <span className="bold">{name}</span>
        {detail ? <span className="note">{detail}</span> : null}
      </span>
    </label>
  );
  return (
    <fieldset className="plain-fieldset stack-xs payee-choice">
      <legend className="section-title">{messages.payments.whoHeading}</legend>
      <div className="payee-choice__list">
        {payees.map((p) =>
          option(
            p._id,
            value === p._id,
            () => onPick(p),
            p.nickname ? `${p.name} (${p.nickname})` : p.name,
            `${p.bankName} ${maskedNumber(p.accountNumber)}`,
          ),
        )}
        {option('new', value === null, () => onPick(null), messages.payments.someoneNew)}
      </div>
    </fieldset>
  );
}
