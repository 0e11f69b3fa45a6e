import { Fragment } from 'react';
import { KYC_DOCUMENTS, type KycDocument, type KycQueueItem } from '../../../../shared/schemas/identity';
import { DocumentThumbnail } from './document-thumbnail';
import { DocumentViewer } from './document-viewer';
import { RejectForm } from './reject-form';

export type Expanded = { id: string; view: KycDocument | 'reject' } | null;

const DOCUMENT_LABELS: Record<KycDocument, string> = {
  idFront: 'ID front',
  idBack: 'ID back',
  proofOfAddress: 'Proof of address',
};

type KycQueueTableProps = {
  items: KycQueueItem[];
  busyId: string | null;
  expanded: Expanded;
  onExpand: (expanded: Expanded) => void;
  onApprove: (item: KycQueueItem) => void;
  onReject: (item: KycQueueItem, reason: string) => void;
};

function Decision({ item, ...props }: Omit<KycQueueTableProps, 'items'> & { item: KycQueueItem }) {
  const { busyId, expanded, onExpand, onApprove } = props;
  if (item.status !== 'Pending') {
    return (
      <span className="kyc-queue__decided">
        <span className={`status-pill status-pill--${item.status.toLowerCase()}`}>{item.status}</span>
        {item.reason ? <span className="identity__muted">{item.reason}</span> : null}
      </span>
    );
  }
  const busy = busyId === item._id;
  const rejecting = expanded?.id === item._id && expanded.view === 'reject';
  return (
    <div className="kyc-queue__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => onApprove(item)}
      >
        Approve<span className="visually-hidden"> {item.customer.name}</span>
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-expanded={rejecting}
        onClick={() => onExpand(rejecting ? null : { id: item._id, view: 'reject' })}
      >
        Reject<span className="visually-hidden"> {item.customer.name}</span>
      </button>
    </div>
  );
}

/** KYC submissions with their documents and, while Pending, Approve and Reject. */
export function KycQueueTable(props: KycQueueTableProps) {
  const { items, busyId, expanded, onExpand, onReject } = props;
  return (
    <div className="identity-table-wrap" tabIndex={0} role="region" aria-label="KYC submissions">
      <table className="identity-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">ID number</th>
            <th scope="col">Submitted</th>
            <th scope="col">Documents</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const open = expanded?.id === item._id ? expanded.view : null;
            return (
              <Fragment key={item._id}>
                <tr>
                  <td>
                    <span className="identity-table__name">{item.customer.name}</span>
                    <span className="identity__muted">{item.customer.email}</span>
                  </td>
                  <td>{item.idNumber}</td>
                  <td>{new Date(item.submittedAt).toLocaleString()}</td>
                  <td>
                    <div className="kyc-queue__documents">
                      {KYC_DOCUMENTS.map((name) => (
                        <button
                          key={name}
                          type="button"
                          className="button button--ghost"
                          aria-expanded={open === name}
                          onClick={() => onExpand(open === name ? null : { id: item._id, view: name })}
                        >
                          <DocumentThumbnail
                            url={item.documents[name].url}
                            mime={item.documents[name].mime}
                          />
                          {DOCUMENT_LABELS[name]}
                          <span className="visually-hidden"> of {item.customer.name}</span>
                        </button>
                      ))}
                    </div>
                  </td>
                  <td>
                    <Decision item={item} {...props} />
                  </td>
                </tr>
                {open ? (
                  <tr className="identity-table__detail">
                    <td colSpan={5}>
                      {open === 'reject' ? (
                        <RejectForm
                          name={item.customer.name}
                          busy={busyId === item._id}
                          onReject={(reason) => onReject(item, reason)}
                          onCancel={() => onExpand(null)}
                        />
                      ) : (
                        <DocumentViewer
                          url={item.documents[open].url}
                          mime={item.documents[open].mime}
                          label={`${DOCUMENT_LABELS[open]} of ${item.customer.name}`}
                          onClose={() => onExpand(null)}
                        />
                      )}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
