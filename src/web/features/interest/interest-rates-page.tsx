import { useState, type FormEvent } from 'react';
import { interestMessages } from '../../../shared/account-messages';
import type { InterestRate } from '../../../shared/schemas/interest';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { Notice, type NoticeValue } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { useInterestRates, useSetInterestRate } from './api/use-interest';

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const today = () => new Date().toISOString().slice(0, 10);

const columns: Array<Column<InterestRate>> = [
  { header: 'Rate', cell: (r) => percent(r.rateBp), sub: (r) => `${r.rateBp} bp`, numeric: true },
  { header: 'From', cell: (r) => r.effectiveFrom },
  { header: 'Set by', cell: (r) => r.setBy ?? '—', wrap: true },
  { header: 'Reason', cell: (r) => r.reason || '—', wrap: true },
  { header: 'Set at', cell: (r) => <DateTime iso={r.createdAt} /> },
];

/** The form: a rate in basis points from a day on (today or later). */
function RateForm() {
  const set = useSetInterestRate();
  const [rate, setRate] = useState('');
  const [from, setFrom] = useState(today());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<NoticeValue>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const rateBp = Number(rate);
    if (!/^\d{1,5}$/.test(rate.trim()) || rateBp > 10_000) {
      setError('Enter a whole number of basis points from 0 to 10000 (500 is 5.00%).');
      return;
    }
    setError(undefined);
    set.mutate(
      { rateBp, effectiveFrom: from, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setRate('');
          setReason('');
          setNotice({ tone: 'success', text: answer.message });
        },
        onError: (e) => setNotice({ tone: 'error', text: errorText(e, 'The rate was not set.') }),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Set the Savings rate">
      <div className="form__row">
        <TextField
          label="Rate (basis points)"
          inputMode="numeric"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={error}
          hint={rate && /^\d+$/.test(rate) ? `${percent(Number(rate))} a year` : '100 basis points are 1%.'}
        />
        <TextField
          label="Effective from"
          type="date"
          min={today()}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
      <div>
        <Button type="submit" disabled={set.isPending}>
          {set.isPending ? 'Saving…' : 'Set rate'}
        </Button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}

/** `/admin/interest-rates`: the Savings rate (savings accounts and pots), set from a day on, and its history. */
export function InterestRatesPage() {
  const rates = useInterestRates();
  return (
    <div className="page bo-page">
      <PageHeader
        title={interestMessages.ratesTitle}
        subtitle="Savings accounts and pots earn the Savings rate on each day's closing balance; interest is paid on the first of each month."
      />
      <Card className="card-stack" title="Savings rate">
        <p data-testid="current-rate">
          {rates.data
            ? rates.data.currentRateBp > 0
              ? `Today: ${percent(rates.data.currentRateBp)} a year`
              : interestMessages.noRate
            : ''}
        </p>
        <RateForm />
      </Card>
      <Card className="card-stack" title="History">
        <DataTable
          label="Interest rate history"
          columns={columns}
          rows={rates.data?.rates}
          rowKey={(r) => r.id}
          loading={rates.isPending}
          error={rates.isError ? 'The rates could not be loaded.' : null}
          emptyText="No rate has been set yet."
        />
      </Card>
    </div>
  );
}
