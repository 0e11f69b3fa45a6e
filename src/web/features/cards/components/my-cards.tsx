import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { Card } from '../../../../shared/schemas/cards';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorText } from '../../../lib/api-client';
import { useCardStatus } from '../api/use-cards';
import { expiryText } from '../card-labels';
import { BankCard } from './bank-card';
import { Notice, type NoticeValue } from '../../../components/ui/notice';

/** The customer's issued cards, masked to the last four digits, each with Freeze or Unfreeze. */
export function MyCards({ cards }: { cards: Card[] }) {
  const change = useCardStatus();
  const [notice, setNotice] = useState<NoticeValue>(null);
  const busyId = change.isPending ? change.variables?.id : undefined;

  const toggle = (card: Card) => {
    setNotice(null);
    const action = card.status === 'Frozen' ? 'unfreeze' : 'freeze';
    change.mutate(
      { id: card._id, action },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  if (cards.length === 0) return <p className="muted">{messages.cards.noCards}</p>;
  return (
    <>
      <Notice notice={notice} className="live-region mb-3" />
      <ul className="plain-list gap-5 my-cards" aria-label="Your cards">
        {cards.map((card) => (
          <li key={card._id} className="grid gap-3 items-start">
            <BankCard
              brand={card.brand}
              number={card.masked}
              expiry={expiryText(card.expiryMonth, card.expiryYear)}
              frozen={card.status === 'Frozen'}
            />
            <div className="my-cards__meta">
              <p>
                <strong>{card.brand}</strong> {card.masked}
              </p>
              <p className="note">
                {card.account} account · Expires {expiryText(card.expiryMonth, card.expiryYear)} ·{' '}
                <StatusBadge family="card" status={card.status} />
              </p>
            </div>
            <Button
              variant={card.status === 'Frozen' ? 'primary' : 'secondary'}
              disabled={busyId === card._id}
              onClick={() => toggle(card)}
            >
              {card.status === 'Frozen' ? 'Unfreeze' : 'Freeze'}
              <span className="visually-hidden"> {card.masked}</span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
