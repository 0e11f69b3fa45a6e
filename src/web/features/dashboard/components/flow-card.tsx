import { useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../../lib/format-money';

type FlowCardProps = { label: string; amount: number | undefined; tone: 'in' | 'out' };

/** Inflow or Outflow: pressing the card flips its arrow. */
export function FlowCard({ label, amount, tone }: FlowCardProps) {
  const [flipped, setFlipped] = useState(false);
  const pointsUp = tone === 'in' ? !flipped : flipped;
  return (
    <button
      type="button"
      className="bare-button card gap-3 flow-card"
      aria-pressed={flipped}
      onClick={() => setFlipped((value) => !value)}
    >
      <span className={`flow-card__icon ${tone === 'in' ? 'tone-success' : 'tone-danger'}`}>
        {pointsUp ? <ArrowUpIcon /> : <ArrowDownIcon />}
      </span>
      <span className="grid min-w-0">
        <span className="note">{label}</span>
        <span className="break-anywhere text-lg bold tabular">{formatMoney(amount)}</span>
      </span>
    </button>
  );
}
