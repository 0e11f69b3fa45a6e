import { useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { accountGapMessages, potMessages } from '../../../shared/account-messages';
import { MAX_OPEN_POTS, POT_NAME_MAX, type Pot } from '../../../shared/schemas/pots';
import { AmountInput } from '../../components/ui/amount-input';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { maskedNumber, useAccounts } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { EditPotDialog } from './edit-pot-dialog';
import { useClosePot, useMoveMoney, useOpenPot, usePots } from './use-pots';
import './pots.css';

const failure = (error: unknown) => errorText(error, messages.generic.internal);

type PotCardProps = { pot: Pot; onClose: (pot: Pot) => void; onEdit: (pot: Pot) => void };

function PotCard({ pot, onClose, onEdit }: PotCardProps) {
  return (
    <li className="card panel pot-card" aria-label={pot.name}>
      <div className="pot-card__head">
        <h3 className="section-title">{pot.name}</h3>
        <span className="pot-card__balance">{formatMoney(pot.balance)}</span>
      </div>
      <p className="muted">{maskedNumber(pot.accountNumber)}</p>
      {pot.goalAmount !== null && pot.progress !== null ? (
        <>
          <div
            className="pot-card__bar"
            role="progressbar"
            aria-label={`${pot.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pot.progress}
          >
            <span style={{ width: `${pot.progress}%` }} />
          </div>
          <p>{potMessages.progress(formatMoney(pot.balance), formatMoney(pot.goalAmount), pot.progress)}</p>
        </>
      ) : (
        <p className="muted">{potMessages.noGoal}</p>
      )}
      {pot.goalDate ? <p className="muted">{potMessages.goalBy(pot.goalDate)}</p> : null}
      {pot.locked && pot.lockedUntil ? (
        <p className="pot-card__lock">{potMessages.lockedUntil(pot.lockedUntil)}</p>
      ) : null}
      <div className="row-wrap">
        <Button variant="secondary" onClick={() => onEdit(pot)} aria-label={`Edit ${pot.name}`}>
          {accountGapMessages.edit}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onClose(pot)}
          disabled={pot.locked}
          aria-label={`Close ${pot.name}`}
        >
          {potMessages.close}
        </Button>
      </div>
    </li>
  );
}

function NewPotForm({ full }: { full: boolean }) {
  const open = useOpenPot();
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (k: string) => String(data.get(k) ?? '').trim() || undefined;
    setDone(null);
    open.mutate(
      {
        name: text('name') ?? '',
        goalAmount: text('goalAmount'),
        goalDate: text('goalDate'),
        lockedUntil: text('lockedUntil'),
      },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          form.reset();
        },
      },
    );
  };
  return (
    <form className="card panel stack" onSubmit={submit} aria-label={potMessages.newPot}>
      <h2 className="section-title">{potMessages.newPot}</h2>
      <TextField label={potMessages.name} name="name" maxLength={POT_NAME_MAX} required />
      <AmountInput label={potMessages.goalAmount} name="goalAmount" />
      <TextField label={potMessages.goalDate} name="goalDate" type="date" />
      <TextField label={potMessages.lockUntil} name="lockedUntil" type="date" hint={potMessages.lockHint} />
      <FormMessage tone="error">
        {open.isError ? failure(open.error) : full ? potMessages.tooMany(MAX_OPEN_POTS) : null}
      </FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <div>
        <Button type="submit" disabled={open.isPending || full}>
          {potMessages.open}
        </Button>
      </div>
    </form>
  );
}

/** From and to: every account of the customer (Checking, Savings, each pot), whatever their number. */
function MoveForm() {
  const accounts = useAccounts();
  const move = useMoveMoney();
  const key = useRef(newIdempotencyKey());
  const [done, setDone] = useState<string | null>(null);
  const options = (accounts.data ?? []).map((a) => ({
    value: a._id,
    label: `${a.name} ${maskedNumber(a.accountNumber)} · ${formatMoney(a.balance)}`,
  }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setDone(null);
    const input = {
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
      amount: String(data.get('amount') ?? '').trim(),
    };
    move.mutate(
      { ...input, idempotencyKey: key.current },
      {
        onSuccess: (answer) => {
          key.current = newIdempotencyKey();
          setDone(answer.message);
          (form.elements.namedItem('amount') as HTMLInputElement).value = '';
        },
      },
    );
  };
  return (
    <form className="card panel stack" onSubmit={submit} aria-label={potMessages.moveMoney}>
      <h2 className="section-title">{potMessages.moveMoney}</h2>
      <p className="muted">{potMessages.moveHint}</p>
      <Select label={potMessages.from} name="from" options={options} />
      <Select
        label={potMessages.to}
        name="to"
        options={options}
        defaultValue={options[2]?.value}
        key={options.length}
      />
      <AmountInput label={potMessages.amount} name="amount" required />
      <FormMessage tone="error">{move.isError ? failure(move.error) : null}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <div>
        <Button type="submit" disabled={move.isPending || options.length < 2}>
          {potMessages.move}
        </Button>
      </div>
    </form>
  );
}

/** `/Pots` (My Account): the customer's savings pots with their goals and locks, a new pot, and moves. */
export function PotsPage() {
  const pots = usePots();
  const close = useClosePot();
  const [closing, setClosing] = useState<Pot | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const [editing, setEditing] = useState<Pot | null>(null);
  const list = pots.data ?? [];
  return (
    <div className="page stack">
      <PageHeader title={potMessages.title} subtitle={potMessages.intro} />
      <FormMessage tone="success">{closed}</FormMessage>
      {pots.isError ? <p role="alert">{failure(pots.error)}</p> : null}
      {pots.isSuccess && list.length === 0 ? <p>{potMessages.none}</p> : null}
      <ul className="pots-grid" aria-label="Your pots">
        {list.map((pot) => (
          <PotCard key={pot._id} pot={pot} onClose={setClosing} onEdit={setEditing} />
        ))}
      </ul>
      <div className="columns pots-forms">
        <MoveForm />
        <NewPotForm full={list.length >= MAX_OPEN_POTS} />
      </div>
      <EditPotDialog
        pot={editing}
        onClose={(message) => {
          if (message) setClosed(message);
          setEditing(null);
        }}
      />
      <Dialog
        open={Boolean(closing)}
        onClose={() => setClosing(null)}
        title={potMessages.close}
        closeLabel="Keep it"
        actions={
          <Button
            variant="danger"
            disabled={close.isPending}
            onClick={() =>
              closing &&
              close.mutate(closing._id, {
                onSuccess: (answer) => {
                  setClosed(answer.message);
                  setClosing(null);
                },
              })
            }
          >
            {potMessages.close}
          </Button>
        }
      >
        <p>{closing ? potMessages.confirmClose(closing.name) : null}</p>
        <FormMessage tone="error">{close.isError ? failure(close.error) : null}</FormMessage>
      </Dialog>
    </div>
  );
}
