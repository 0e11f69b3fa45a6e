import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { Account } from '../../../../shared/schemas/transfers';
import { FormMessage } from '../../../components/ui/form-message';
import { Select } from '../../../components/ui/select';
import { maskedNumber } from '../../../lib/accounts-query';
import { lastMonth } from '../history-dates';
import { TextField } from '../../../components/ui/text-field';
import { Card } from '../../../components/ui/card';

// OFX is what personal-finance programs import; camt.053 (ISO 20022) what accounting software reads.
const FORMATS = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'pdf', label: 'Download PDF' },
  { format: 'ofx', label: 'Download OFX' },
  { format: 'camt053', label: 'Download camt.053' },
] as const;

function exportHref(format: string, account: string, from: string, to: string): string {
  const params = new URLSearchParams({ format, from, to, account });
  return `/transactions/export?${params.toString()}`;
}

/** Statement files for a date range (last month by default): the server sends them as attachments. */
export function StatementDownload({ accounts }: { accounts: Account[] | undefined }) {
  const accountId = useId();
  const [range, setRange] = useState(lastMonth);
  // Checking (first in GET /accounts) until the customer picks another.
  const [picked, setAccount] = useState<string | null>(null);
  const account = picked ?? accounts?.[0]?._id ?? 'Checking';
  const ready = Boolean(range.from && range.to);
  const backwards = ready && range.from > range.to;

  return (
    <Card className="stack" title="Download statement">
      <div className="grid gap-3 statement-download__fields">
        <Select
          id={accountId}
          label="Statement account"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          options={(accounts ?? [{ _id: 'Checking', name: 'Checking', accountNumber: '', balance: 0 }]).map(
            // By `_id`: a pot's name is not an account reference the exports resolve (only Checking and
            // Savings have names that are), and any number of pots may be listed.
            (item) => ({
              value: item._id,
              label: `${item.name} ${maskedNumber(item.accountNumber)}`.trim(),
            }),
          )}
        />
        <TextField
          label="Statement from"
          type="date"
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label="Statement to"
          type="date"
          value={range.to}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      {backwards ? <FormMessage tone="error">{messages.history.badRange}</FormMessage> : null}
      {ready && !backwards ? (
        <div className="row-wrap gap-3">
          {FORMATS.map(({ format, label }) => (
            <a
              key={format}
              className="button button--secondary"
              href={exportHref(format, account, range.from, range.to)}
              download
            >
              {label}
            </a>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
