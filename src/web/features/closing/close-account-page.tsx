import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BRAND_NAME } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { CloseAccountBody, ClosureStatus } from '../../../shared/schemas/closing';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { PinField } from '../../components/ui/secret-fields';
import { Select } from '../../components/ui/select';
import { Skeleton, SkeletonState } from '../../components/ui/skeleton';
import { useStepUp } from '../../components/ui/step-up';
import { TextField } from '../../components/ui/text-field';
import { TryAgain } from '../../components/ui/try-again';
import { maskedNumber } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePayees } from '../../lib/payees-api';
import { forgetSignIn } from '../../lib/session-storage';
import { useCloseAccount, useClosureStatus } from './use-closing';
import './closing.css';

const text = messages.closing;
const failure = (error: unknown) => errorText(error, messages.generic.internal);

/** Every account with its balance, and what blocks closing, in the customer's words. */
function Holdings({ status }: { status: ClosureStatus }) {
  return (
    <>
      <Card title={text.accountsTitle}>
        <ul className="plain-list closing__accounts" aria-label={text.accountsTitle}>
          {status.accounts.map((a) => (
            <li key={a._id} className="closing__account">
              <span>
                <span className="bold">{a.name}</span>{' '}
                <span className="muted">{maskedNumber(a.accountNumber)}</span>
              </span>
              <span className="bold">{formatMoney(a.balance)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={text.blockersTitle}>
        {status.blockers.length === 0 ? (
          <p>{text.nothingBlocks}</p>
        ) : (
          <ul className="closing__blockers" aria-label={text.blockersTitle}>
            {status.blockers.map((b) => (
              <li key={b.kind}>{b.message}</li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

type SweepKind = 'payee' | 'account';

/** Where the balance goes, the PIN, the "I understand" box, and submit. */
function CloseForm({ status, onClosed }: { status: ClosureStatus; onClosed: (message: string) => void }) {
  const stepUp = useStepUp();
  const close = useCloseAccount(stepUp.run);
  const payees = usePayees();
  const key = useRef(newIdempotencyKey());
  const list = payees.data ?? [];
  const [kind, setKind] = useState<SweepKind>('account');
  const [bank, setBank] = useState<'ours' | 'other'>('ours');
  const hasMoney = status.balance > 0;
  const blocked = !status.canClose;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (k: string) => String(data.get(k) ?? '').trim();
    const body: CloseAccountBody = {
      confirm: data.get('confirm') === 'on',
      pincode: field('pincode'),
    } as CloseAccountBody;
    if (hasMoney) {
      body.sweep =
        kind === 'payee'
          ? { payeeId: field('payeeId') }
          : {
              bankName: bank === 'ours' ? BRAND_NAME : field('bankName'),
              accountNumber: field('accountNumber'),
              accountName: field('accountName'),
            };
    }
    close.mutate(
      { body, idempotencyKey: key.current },
      {
        onSuccess: (answer) => onClosed(answer.message),
        onError: () => {
          key.current = newIdempotencyKey();
        },
      },
    );
  };

  const choice = (value: SweepKind, label: string, disabled = false) => (
    <label className="closing__choice">
      <input
        type="radio"
        name="sweepKind"
        value={value}
        checked={kind === value}
        disabled={disabled}
        onChange={() => setKind(value)}
      />
      {label}
    </label>
  );

  return (
    <form className="card panel stack closing__form" onSubmit={submit} aria-label={text.submit} noValidate>
      {hasMoney ? (
        <fieldset className="plain-fieldset stack-sm">
          <legend className="section-title">{text.sweepTitle}</legend>
          <p className="muted">{text.sweepIntro(formatMoney(status.balance))}</p>
          <div className="closing__choices">
            {choice('payee', text.sweepToPayee, list.length === 0)}
            {choice('account', text.sweepToAccount)}
          </div>
          {kind === 'payee' ? (
            <Select
              label={text.choosePayee}
              name="payeeId"
              options={list.map((p) => ({
                value: p._id,
                label: `${p.nickname ? `${p.name} (${p.nickname})` : p.name} · ${p.bankName} ${maskedNumber(p.accountNumber)}`,
              }))}
            />
          ) : (
            <div className="stack-sm">
              <fieldset className="plain-fieldset">
                <legend className="field__label">{text.bankLabel}</legend>
                <div className="closing__choices">
                  <label className="closing__choice">
                    <input
                      type="radio"
                      name="bank"
                      checked={bank === 'ours'}
                      onChange={() => setBank('ours')}
                    />
                    {BRAND_NAME}
                  </label>
                  <label className="closing__choice">
                    <input
                      type="radio"
                      name="bank"
                      checked={bank === 'other'}
                      onChange={() => setBank('other')}
                    />
                    {text.otherBank}
                  </label>
                </div>
              </fieldset>
              {bank === 'other' ? <TextField label="Bank name" name="bankName" maxLength={100} /> : null}
              <TextField label="Account number" name="accountNumber" inputMode="numeric" maxLength={17} />
              <TextField label="Account name" name="accountName" maxLength={100} autoComplete="off" />
            </div>
          )}
        </fieldset>
      ) : null}
      <PinField name="pincode" />
      <label className="checkbox-line closing__choice">
        <input type="checkbox" name="confirm" />
        {text.confirmLabel}
      </label>
      <FormMessage tone="error">
        {close.isError ? failure(close.error) : blocked ? text.blockedSubmit : null}
      </FormMessage>
      <div>
        <Button type="submit" variant="danger" disabled={close.isPending || blocked}>
          {close.isPending ? text.closing : text.submit}
        </Button>
      </div>
      {stepUp.dialog}
    </form>
  );
}

/** After the closure: the session has ended on the server; the browser forgets it too. */
function Closed({ message }: { message: string }) {
  return (
    <Card title={text.closedTitle}>
      <div className="stack-sm items-start">
        <p role="status">{message}</p>
        <Button onClick={() => window.location.assign('/')}>{text.goToSignIn}</Button>
      </div>
    </Card>
  );
}

/** `/CloseAccount` (from My Account): close every account, sweeping the balance (issue 49 part 6). */
export function CloseAccountPage() {
  const status = useClosureStatus();
  const [closed, setClosed] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    heading.current?.querySelector('h1')?.setAttribute('tabindex', '-1');
    heading.current?.querySelector('h1')?.focus();
  }, [closed]);

  const onClosed = (message: string) => {
    forgetSignIn();
    setClosed(message);
  };

  return (
    <div className="page stack closing">
      <div ref={heading}>
        <PageHeader title={text.title} subtitle={text.intro} />
      </div>
      {closed ? (
        <Closed message={closed} />
      ) : status.isPending ? (
        <SkeletonState label={text.loading}>
          <Skeleton height={140} card />
          <Skeleton height={96} card />
          <Skeleton height={320} card />
        </SkeletonState>
      ) : status.isError ? (
        <TryAgain message={failure(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <Holdings status={status.data} />
          <CloseForm status={status.data} onClosed={onClosed} />
        </>
      )}
    </div>
  );
}
