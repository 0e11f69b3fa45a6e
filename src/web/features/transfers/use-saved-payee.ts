import { useState } from 'react';
import type { Payee, PayeeBody } from '../../../shared/schemas/payees';

/** A form's destination fields as a saved payee holds them (`name` is the form's accountName). */
type Destination = Record<string, string>;

/**
 * The saved payee of a transfer form. Picking one fills the form's destination fields in; the transfer
 * names the payee (`payeeId`) only while those fields still show its details, else it sends them typed.
 * After a transfer to typed details, `sentTo` holds them for the offer to save the payee.
 */
export function useSavedPayee(destinationOf: (payee: Payee) => Destination) {
  const [payee, setPayee] = useState<Payee | null>(null);
  const [sentTo, setSentTo] = useState<PayeeBody | null>(null);

  const pick = (picked: Payee | null, setField: (name: string, value: string) => void) => {
    setPayee(picked);
    if (picked) for (const [name, value] of Object.entries(destinationOf(picked))) setField(name, value);
  };

  /** The payee the form still shows, if any. */
  const named = (values: Destination): Payee | null => {
    if (!payee) return null;
    const same = Object.entries(destinationOf(payee)).every(
      ([name, value]) => values[name]?.trim() === value,
    );
    return same ? payee : null;
  };

  /** The destination part of the request: the payee's id, or the fields as typed. */
  const destination = (values: Destination): Record<string, string> => {
    const chosen = named(values);
    if (chosen) return { payeeId: chosen._id };
    return Object.fromEntries(
      Object.keys(destinationOf(EMPTY_PAYEE)).map((name) => [name, values[name]!.trim()]),
    );
  };

  const sent = (values: Destination, asPayee: PayeeBody) => {
    setSentTo(named(values) ? null : asPayee);
    setPayee(null);
  };

  return { payee, sentTo, pick, destination, sent };
}

export const EMPTY_PAYEE: Payee = {
  _id: '',
  type: 'local',
  name: '',
  nickname: null,
  bankName: '',
  accountNumber: '',
  routingNumber: '',
  bankCountry: '',
  accountType: 'Checking',
  createdAt: '',
  newPayeeUntil: null,
};
