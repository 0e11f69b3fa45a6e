import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CARD_MESSAGE_MS, PIN_LENGTH } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { DEFAULT_CARD_BRAND, type CardBrand } from '../../../../shared/schemas/cards';
import type { Account } from '../../../../shared/schemas/transfers';
import { Button } from '../../../components/ui/button';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useApplyForCard } from '../api/use-cards';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { CardAccountField, type CardAccountOption } from './card-account-field';
import { CardChoice } from './card-choice';
import { PinField } from '../../../components/ui/secret-fields';
import { bindFields } from '../../../lib/form-fields';
import { Notice } from '../../../components/ui/notice';

type ApplicationForm = { brand: CardBrand; account: CardAccountOption; pincode: string };

const defaults: ApplicationForm = { brand: DEFAULT_CARD_BRAND, account: 'Checking Account', pincode: '' };
const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

function balanceHint(accounts: Account[] | undefined, option: CardAccountOption): string | undefined {
  const name = option === 'Savings Account' ? 'Savings' : 'Checking';
  const account = accounts?.find((a) => a.name === name);
  return account ? `Available balance: ${formatMoney(account.balance)}` : undefined;
}

/**
 * The application of SPEC.md §2 Cards: card, card account, the $50 fee note and the account pincode.
 * After a successful send `Application in progress...` shows for 4 s (SPEC.md §4).
 */
export function CardApplicationForm({ accounts }: { accounts: Account[] | undefined }) {
  const apply = useApplyForCard();
  const [inProgress, setInProgress] = useState(false);
  // One key per account and brand, kept only while the outcome is unknown (a lost answer), so a retry
  // after a network failure cannot pay the fee twice.
  const pending = useRef<{ key: string; signature: string } | null>(null);
  const form = useForm<ApplicationForm>({ defaultValues: defaults });
  const { register, handleSubmit, control, resetField } = form;
  const field = bindFields(form);
  const account = useWatch({ control, name: 'account' });

  useEffect(() => {
    if (!inProgress) return;
    const timer = setTimeout(() => setInProgress(false), CARD_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [inProgress]);

  const onSubmit = handleSubmit((values) => {
    if (apply.isPending) return;
    const signature = `${values.account}|${values.brand}`;
    if (pending.current?.signature !== signature) pending.current = { key: newIdempotencyKey(), signature };
    setInProgress(false);
    apply.mutate(
      { body: values, idempotencyKey: pending.current.key },
      {
        onSuccess: () => {
          pending.current = null;
          setInProgress(true);
          resetField('pincode');
        },
        onError: (error) => {
          if (error instanceof ApiError) pending.current = null;
        },
      },
    );
  });

  return (
    <form className="columns gap-5" onSubmit={onSubmit} noValidate aria-label="Apply for a card">
      <CardChoice field={register('brand')} />
      <div className="columns card-apply__fields">
        <CardAccountField hint={balanceHint(accounts, account)} field={register('account')} />
        <PinField
          label="Account pincode"
          {...field('pincode', {
            validate: (value) => PIN_PATTERN.test(value) || messages.pin.exactlyFour,
          })}
        />
      </div>
      <p className="rounded accent-edge card-apply__fee">{messages.cards.feeNote}</p>
      <Notice
        notice={
          inProgress
            ? { tone: 'success', text: messages.cards.inProgress }
            : apply.isError
              ? {
                  tone: 'error',
                  text: errorText(
                    apply.error,
                    messages.cards.somethingWentWrong,
                    messages.cards.networkError,
                  ),
                }
              : null
        }
      />
      <Button type="submit" className="form-submit card-apply__submit" disabled={apply.isPending}>
        {apply.isPending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
