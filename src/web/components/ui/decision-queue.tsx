import { useId, useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { errorText } from '../../lib/api-client';
import { useDecide, useQueueItems, type DecisionAnswer } from '../../lib/decision-queue-api';
import { Button } from './button';
import { DataTable, ListState, type Column } from './data-table';
import { PageHeader } from './page-header';
import { ReasonForm, type ReasonTexts } from './reason-form';
import { Select } from './select';
import { StatusBadge } from './status-badge';
import type { StatusFamily } from './status-tones';
import './decision-queue.css';
import { Notice, type NoticeValue } from './notice';

type Item = { _id: string; status?: string };

/** The row that is open under an item: its reject form, or a view the product adds (e.g. a document). */
type Expanded = { id: string; view: string } | null;

/** What a column or detail row may do: ask whether a view is open under an item, open it, or close it. */
export type QueueControls = {
  status: string;
  showing: (id: string, view: string) => boolean;
  toggle: (id: string, view: string) => void;
};

/** Approve, Reject and the reject form for one item, for products that lay items out themselves. */
export type ItemParts = { actions: ReactNode; form: ReactNode };

export type QueueConfig<T extends Item> = {
  title: string;
  subtitle: string;
  headerActions?: ReactNode;
  /** The queue's API path, e.g. `/admin/loans`; items come from `?status=` and decisions go to `/{id}/…`. */
  path: string;
  /** Other data a decision changes, refreshed after it. */
  alsoRefresh?: readonly QueryKey[];
  /** Statuses to filter by, first one first (default Pending, Approved, Rejected); its items await decision. */
  statuses?: readonly string[];
  /** `select` (a Status field, the default for more than one status) or `tabs` (pressed buttons). */
  filter?: 'select' | 'tabs';
  statusLabels?: Record<string, string>;
  heading: (status: string) => string;
  regionLabel: string;
  loadingText: string;
  emptyText: (status: string) => string;
  /** When a decision fails without the server's reason (default: the generic "try again"). */
  errorFallback?: string;
  /** When the list cannot be loaded, if it should say more than `errorFallback`. */
  loadError?: string;
  /** The table's columns (unused when `renderItem` lays items out). */
  columns?: (controls: QueueControls) => Array<Column<T>>;
  /** The decision column once an item is decided; by default its status badge in `family` and its reason. */
  decided?: (item: T) => ReactNode;
  family?: StatusFamily;
  /** The hidden end of the Approve and Reject names, e.g. the customer, so each button names its item. */
  itemName: (item: T) => string;
  approveLabel?: string;
  /**
   * For approvals that move money: the question Approve asks first, naming the amount and the customer
   * ("Approve the loan of $5,000.00 for Ada Lovelace?"); Confirm approval then decides. Null: no question.
   */
  confirmApproval?: (item: T) => string | null;
  rejectLabel?: string;
  /** The reject form's texts; its label defaults to "Reject" and the item's name. */
  reject?: ReasonTexts & { formLabel?: (item: T) => string };
  /** The success notice (a four-eyes request shows the server's message instead). */
  done: (item: T, decision: 'approve' | 'reject', answer: DecisionAnswer) => string;
  /** A row under an item besides the reject form: always-shown details, or a view it opened. */
  detail?: (item: T, controls: QueueControls) => ReactNode;
  /** Lays items out as a list of cards instead of the table. */
  renderItem?: (item: T, parts: ItemParts) => ReactNode;
};

const DECISION_STATUSES = ['Pending', 'Approved', 'Rejected'];

/** A decided item's badge in its status family, with the reason under it. */
function decidedCell(item: Item & { reason?: string | null }, family: StatusFamily = 'decision') {
  return (
    <>
      <StatusBadge family={family} status={item.status} />
      {item.reason ? <span className="data-table__sub">{item.reason}</span> : null}
    </>
  );
}

type FilterProps<T extends Item> = { config: QueueConfig<T>; status: string; onChange: (s: string) => void };

function StatusFilter<T extends Item>({ config, status, onChange }: FilterProps<T>) {
  const statuses = config.statuses ?? DECISION_STATUSES;
  const filter = config.filter ?? (statuses.length > 1 ? 'select' : null);
  if (filter === 'select') {
    return (
      <Select
        label="Status"
        value={status}
        options={statuses}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (filter !== 'tabs') return null;
  return (
    <div className="row-wrap" role="group" aria-label="Show requests">
      {statuses.map((value) => (
        <Button
          key={value}
          className="button--small"
          variant={value === status ? 'primary' : 'secondary'}
          aria-pressed={value === status}
          onClick={() => onChange(value)}
        >
          {config.statusLabels?.[value] ?? value}
        </Button>
      ))}
    </div>
  );
}

/**
 * One admin decision queue: a status filter, the items, Approve, Reject with a reason, the answer in a live
 * region, and a four-eyes request said as such. Each product configures it with its columns and texts.
 */
export function DecisionQueue<T extends Item>({ config }: { config: QueueConfig<T> }) {
  const statuses = config.statuses ?? DECISION_STATUSES;
  const [status, setStatus] = useState(statuses[0] ?? '');
  const [expanded, setExpanded] = useState<Expanded>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const queue = useQueueItems<T>(config.path, status);
  const decide = useDecide(config.path, config.alsoRefresh);
  const headingId = useId();
  const fallback = config.errorFallback ?? messages.generic.internal;
  const showing = (id: string, view: string) => expanded?.id === id && expanded.view === view;
  const toggle = (id: string, view: string) => setExpanded(showing(id, view) ? null : { id, view });
  const controls: QueueControls = { status, showing, toggle };

  const run = (item: T, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: item._id, decision, reason: reason || undefined },
      {
        onSuccess: (answer) => {
          setExpanded(null);
          const text = answer?.request ? answer.message : config.done(item, decision, answer);
          setNotice({ tone: 'success', text });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, fallback) }),
      },
    );
  };

  const parts = (item: T): ItemParts => {
    const busy = decide.isPending && decide.variables?.id === item._id;
    const rejecting = showing(item._id, 'reject');
    const question = config.confirmApproval?.(item) ?? null;
    const confirming = question !== null && showing(item._id, 'approve');
    const name = config.itemName(item);
    const approve = () => (question === null ? run(item, 'approve') : toggle(item._id, 'approve'));
    const actions =
      item.status === statuses[0] ? (
        // Approve above Reject: the wide queues keep their decision column narrow.
        <div className="stack-xs">
          <Button
            className="button--small"
            disabled={busy}
            aria-expanded={question === null ? undefined : confirming}
            onClick={approve}
          >
            {config.approveLabel ?? 'Approve'}
            <span className="visually-hidden"> {name}</span>
          </Button>
          <Button
            variant="secondary"
            className="button--small"
            disabled={busy}
            aria-expanded={rejecting}
            onClick={() => toggle(item._id, 'reject')}
          >
            {config.rejectLabel ?? 'Reject'}
            <span className="visually-hidden"> {name}</span>
          </Button>
        </div>
      ) : (
        (config.decided?.(item) ?? decidedCell(item, config.family))
      );
    const { formLabel = (i: T) => `Reject ${config.itemName(i)}`, ...form } = config.reject ?? {};
    const rejectForm = rejecting ? (
      <ReasonForm
        {...form}
        label={formLabel(item)}
        busy={busy}
        onSubmit={(reason) => run(item, 'reject', reason)}
        onCancel={() => setExpanded(null)}
      />
    ) : null;
    const confirmBox = confirming ? (
      <div className="stack-xs items-start" role="group" aria-label={`Confirm: ${question}`}>
        <p className="bold">{question}</p>
        <div className="row-wrap">
          <Button className="button--small" disabled={busy} onClick={() => run(item, 'approve')}>
            {messages.moneyFirst.confirmApprove}
          </Button>
          <Button variant="secondary" className="button--small" onClick={() => setExpanded(null)}>
            {messages.moneyFirst.cancel}
          </Button>
        </div>
      </div>
    ) : null;
    return { actions, form: rejectForm ?? confirmBox };
  };

  const list = {
    rows: queue.data,
    loading: queue.isPending,
    loadingText: config.loadingText,
    error: queue.isError ? errorText(queue.error, config.loadError ?? fallback) : null,
    emptyText: config.emptyText(status),
  };
  const changeStatus = (value: string) => {
    setExpanded(null);
    setNotice(null);
    setStatus(value);
  };
  return (
    <div className="page queue">
      <PageHeader title={config.title} subtitle={config.subtitle} actions={config.headerActions} />
      <section className="card panel" aria-labelledby={headingId}>
        <div className="toolbar queue__toolbar">
          <h2 id={headingId} className="section-title">
            {config.heading(status)}
          </h2>
          <StatusFilter config={config} status={status} onChange={changeStatus} />
        </div>
        <Notice notice={notice} className="live-slot" />
        {config.renderItem ? (
          <>
            <ListState {...list} />
            <ul className="plain-list gap-4 queue__list">
              {list.rows?.map((item) => config.renderItem?.(item, parts(item)))}
            </ul>
          </>
        ) : (
          <DataTable
            {...list}
            label={config.regionLabel}
            columns={config.columns?.(controls) ?? []}
            rowKey={(item) => item._id}
            rowActions={(item) => parts(item).actions}
            actionsHeader={config.filter === 'tabs' && status !== 'Pending' ? 'Status' : 'Decision'}
            detail={(item) => {
              const [more, form] = [config.detail?.(item, controls), parts(item).form];
              return more || form ? (
                <>
                  {more}
                  {form}
                </>
              ) : null;
            }}
          />
        )}
      </section>
    </div>
  );
}
