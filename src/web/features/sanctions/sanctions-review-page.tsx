import { sanctionsMessages as text } from '../../../shared/financial-crime-messages';
import { SANCTIONS_HIT_STATUSES, type SanctionsHit } from '../../../shared/schemas/sanctions';
import { ButtonLink } from '../../components/ui/button';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DateTime } from '../../components/ui/date-time';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { formatMoney } from '../../lib/format-money';
import { queryKeys } from '../../lib/query-keys';
import { SANCTIONS_HITS_PATH } from './api/use-sanctions';

const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** What matched: the name screened, the list's name and entry, and the score. */
function MatchCell({ hit }: { hit: SanctionsHit }) {
  return (
    <>
      <span className="data-table__name">{hit.screenedName}</span>
      <span className="data-table__sub">
        {hit.matchedName === hit.entryName ? hit.entryName : `${hit.matchedName} (${hit.entryName})`} · entry{' '}
        {hit.entNum}
        {hit.program ? ` · ${hit.program}` : ''}
      </span>
      <span className="data-table__sub">
        Score {hit.score.toFixed(2)} · list {hit.listVersion}
      </span>
    </>
  );
}

function SubjectCell({ hit }: { hit: SanctionsHit }) {
  return (
    <>
      <span className="data-table__name">{text.subjectLabels[hit.subjectType]}</span>
      {hit.payment ? (
        <span className="data-table__sub">
          {formatMoney(hit.payment.amount)} · {hit.payment.reference}
        </span>
      ) : null}
      {hit.proposal ? (
        <span className="data-table__sub bold">
          {text.proposal(capital(hit.proposal.decision), hit.proposal.by)}
        </span>
      ) : null}
    </>
  );
}

const config: QueueConfig<SanctionsHit> = {
  title: text.reviewTitle,
  subtitle: text.reviewSubtitle,
  headerActions: (
    <ButtonLink to="/admin/sanctions-lists" variant="secondary">
      {text.listsLink}
    </ButtonLink>
  ),
  path: SANCTIONS_HITS_PATH,
  alsoRefresh: [queryKeys.admin.queue('/admin/credits')],
  statuses: SANCTIONS_HIT_STATUSES,
  filter: 'tabs',
  statusLabels: { open: 'Open', released: 'Released', blocked: 'Blocked' },
  heading: text.heading,
  regionLabel: text.reviewTitle,
  loadingText: text.loadingHits,
  emptyText: text.noHits,
  columns: () => [
    { header: 'What', cell: (h) => <SubjectCell hit={h} />, wrap: true },
    { header: 'Customer', cell: (h) => <CustomerCell customer={h.customer} />, wrap: true },
    { header: 'Match', cell: (h) => <MatchCell hit={h} />, wrap: true },
    { header: 'Raised', cell: (h) => <DateTime iso={h.createdAt} /> },
  ],
  decided: (h) => (
    <>
      <span className="pill">{capital(h.status)}</span>
      {h.decidedBy ? <span className="data-table__sub">by {h.decidedBy}</span> : null}
      {h.reason ? <span className="data-table__sub">{h.reason}</span> : null}
    </>
  ),
  itemName: (h) => h.screenedName,
  approveLabel: text.releaseLabel,
  rejectLabel: text.blockLabel,
  reject: {
    formLabel: (h) => text.blockFormLabel(h.screenedName),
    fieldLabel: text.blockReasonLabel,
    requiredMessage: text.blockReasonRequired,
    submitLabel: text.blockLabel,
  },
  done: (_h, _decision, answer) => answer.message,
};

/** `/admin/sanctions`: the Sanctions review queue; release or block, each approved by a second administrator. */
export const SanctionsReviewPage = () => <DecisionQueue config={config} />;
