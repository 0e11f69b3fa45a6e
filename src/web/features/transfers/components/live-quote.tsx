import { formatCents } from '../../../../shared/money';
import { Facts } from '../../../components/ui/facts';
import type { Quote } from '../transfer-math';

type LiveQuoteProps = {
  quote: Quote | null;
  feeCents: bigint;
  /** What the chosen account holds, once the accounts are loaded. */
  availableText: string | null;
  /** Set when the amount plus the fee is more than that: said here, before the PIN is ever asked. */
  overBalance: string | null;
};

/** Amount, fee and total as the amount is typed, with what the chosen account can pay. */
export function LiveQuote({ quote, feeCents, availableText, overBalance }: LiveQuoteProps) {
  return (
    <section className="form-columns__wide rounded bg-muted p-3 live-quote" aria-label="What you will pay">
      <Facts
        lines={[
          ['Available', availableText ?? '—'],
          ['Amount', quote ? formatCents(quote.amountCents) : formatCents(0n)],
          ['Fee', formatCents(quote?.feeCents ?? feeCents)],
          ['Total', quote ? formatCents(quote.totalCents) : formatCents(feeCents), 'bold'],
        ]}
        lineClassName="facts__line"
      />
      <div className="live-slot" aria-live="polite">
        {overBalance ? <p className="field__error m-0 mt-1">{overBalance}</p> : null}
      </div>
    </section>
  );
}
