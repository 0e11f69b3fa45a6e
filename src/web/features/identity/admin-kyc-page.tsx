import { messages } from '../../../shared/messages';
import { KYC_DOCUMENTS, type KycDocument, type KycQueueItem } from '../../../shared/schemas/identity';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { DocumentThumbnail } from './components/document-thumbnail';
import { DocumentViewer } from './components/document-viewer';
import './identity.css';
import { LocalTime } from '../../components/ui/local-time';

const DOCUMENT_LABELS: Record<KycDocument, string> = {
  idFront: 'ID front',
  idBack: 'ID back',
  proofOfAddress: 'Proof of address',
};

const config: QueueConfig<KycQueueItem> = {
  title: 'KYC Review',
  subtitle: "Check each customer's ID and proof of address.",
  path: '/admin/kyc',
  heading: (status) => `${status} submissions`,
  regionLabel: 'KYC submissions',
  loadingText: messages.adminKyc.loading,
  emptyText: () => messages.adminKyc.empty,
  columns: ({ expanded, toggle }) => [
    { header: 'Customer', cell: (item) => <CustomerCell customer={item.customer} />, wrap: true },
    { header: 'ID number', cell: (item) => item.idNumber },
    { header: 'Submitted', cell: (item) => <LocalTime iso={item.submittedAt} /> },
    {
      header: 'Documents',
      cell: (item) => (
        <div className="kyc-queue__documents">
          {KYC_DOCUMENTS.map((name) => (
            <button
              key={name}
              type="button"
              className="button button--ghost"
              aria-expanded={expanded?.id === item._id && expanded.view === name}
              onClick={() => toggle(item._id, name)}
            >
              <DocumentThumbnail url={item.documents[name].url} mime={item.documents[name].mime} />
              {DOCUMENT_LABELS[name]}
              <span className="visually-hidden"> of {item.customer.name}</span>
            </button>
          ))}
        </div>
      ),
    },
  ],
  family: 'kyc',
  itemName: (item) => item.customer.name,
  reject: {
    formLabel: (item) => `Reject the documents of ${item.customer.name}`,
    requiredMessage: messages.adminKyc.reasonRequired,
  },
  done: (item, decision) =>
    (decision === 'approve' ? messages.adminKyc.approved : messages.adminKyc.rejected)(item.customer.name),
  detail: (item, { expanded, toggle }) => {
    const view = expanded?.id === item._id ? (expanded.view as KycDocument | 'reject') : null;
    if (!view || view === 'reject') return null;
    return (
      <DocumentViewer
        url={item.documents[view].url}
        mime={item.documents[view].mime}
        label={`${DOCUMENT_LABELS[view]} of ${item.customer.name}`}
        onClose={() => toggle(item._id, view)}
      />
    );
  },
};

/** `/admin/kyc`: look at each customer's documents, then approve or reject with a reason. */
export const AdminKycPage = () => <DecisionQueue config={config} />;
