import { useEffect, useRef, useState } from 'react';
import { isValidLocalAccountNumber } from '../../../shared/bank-formats';
import { isThisBank } from '../../../shared/local-banks';
import { messages } from '../../../shared/messages';
import type { PayeeCheck } from '../../../shared/schemas/payees';
import { errorText } from '../../lib/api-client';
import { useCheckPayee } from '../../lib/payees-api';

/** How long typing pauses before the name is checked: a name half typed is not sent. */
const PAUSE_MS = 700;

export type Confirmation =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'answered'; check: PayeeCheck }
  | { state: 'failed'; text: string };

type Destination = { bankName: string; accountNumber: string; accountName: string };

/**
 * Confirmation of payee while the details are typed (POST /payees/check, the Payees page's check): once
 * the account number is complete and a name is written, the name is checked after a short pause. Each
 * set of details is asked once, because an answer other than a match counts against the customer's
 * hourly allowance. Another bank cannot be asked: that is said at once, without a call.
 */
export function usePayeeConfirmation({ bankName, accountNumber, accountName }: Destination, active: boolean) {
  const check = useCheckPayee();
  const [answer, setAnswer] = useState<{ key: string; value: Confirmation } | null>(null);
  const asked = useRef(new Map<string, Confirmation>());
  const number = accountNumber.trim();
  const name = accountName.trim().replace(/\s+/g, ' ');
  const ready = active && isValidLocalAccountNumber(number) && name.length >= 2;
  const internal = isThisBank(bankName);
  const key = `${bankName.trim().toLowerCase()}|${number}|${name.toLowerCase()}`;

  const remember = (k: string, value: Confirmation) => {
    asked.current.set(k, value);
    setAnswer({ key: k, value });
  };

  useEffect(() => {
    if (!ready || !internal || asked.current.has(key)) return;
    const timer = setTimeout(() => {
      asked.current.set(key, { state: 'checking' });
      setAnswer({ key, value: { state: 'checking' } });
      check.mutate(
        { type: 'local', name, bankName: bankName.trim(), accountNumber: number },
        {
          onSuccess: (result) => remember(key, { state: 'answered', check: result }),
          onError: (error) => {
            asked.current.delete(key);
            setAnswer({ key, value: { state: 'failed', text: errorText(error, messages.generic.internal) } });
          },
        },
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
    // `check` changes identity on every render; the details alone decide when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, internal]);

  if (!ready) return { state: 'idle' } as Confirmation;
  if (!internal) {
    return {
      state: 'answered',
      check: { result: 'unavailable', message: messages.payees.unavailable },
    } as Confirmation;
  }
  return answer?.key === key ? answer.value : (asked.current.get(key) ?? ({ state: 'idle' } as Confirmation));
}
