import { disputeMessages as text } from '../../../../shared/financial-crime-messages';
import type { Dispute } from '../../../../shared/schemas/disputes';
import { LocalTime } from '../../../components/ui/local-time';
import { formatMoney } from '../../../lib/format-money';

const STATUS_TONE: Record<Dispute['status'], string> = {
  open: 'tone-warning',
  reversal_pending: 'tone-warning',
  resolved_in_favour: 'tone-success',
  resolved_against: 'tone-neutral',
};

/** One dispute on the receipt: its status, its timers, every step in order and the letters to download. */
export function DisputeTimeline({ dispute }: { dispute: Dispute }) {
  return (
    <section className="stack-xs bordered rounded p-3" aria-label={text.timelineTitle(dispute.reference)}>
      <div className="toolbar">
        <h3 className="text-md m-0">{text.timelineTitle(dispute.reference)}</h3>
        <span className={`pill ${STATUS_TONE[dispute.status]}`}>{text.statuses[dispute.status]}</span>
      </div>
      <p className="note m-0">
        {text.reasons[dispute.reason]} · {formatMoney(dispute.amount)}
      </p>
      {dispute.status === 'open' ? (
        <p className="note m-0">{text.dueLine(dispute.provisionalDueOn, dispute.decisionDueOn)}</p>
      ) : null}
      <ol className="plain-list stack-sm">
        {dispute.events.map((e, i) => (
          <li key={`${e.kind}-${i}`} className="grid gap-1">
            <span className="note">
              <LocalTime iso={e.at} />
            </span>
            <span>{e.text}</span>
          </li>
        ))}
      </ol>
      {dispute.letters.length > 0 ? (
        <div className="row-wrap">
          {dispute.letters.map((l) => (
            <a
              key={l._id}
              className="button button--secondary button--small"
              href={`/disputes/letters/${l._id}`}
              download
            >
              {text.letterDownload(l.title)}
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
}
