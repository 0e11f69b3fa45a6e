import { messages } from '../../../shared/messages';
import { KYC_DOCUMENTS, type KycDocument, type KycQueueItem } from '../../../shared/schemas/identity';
import { Button } from '../../components/ui/button';
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
  columns: ({ showing, toggle }) => [
    { header: 'Customer', cell: (item) => <CustomerCell customer={item.customer} />, wrap: true },
    { header: 'ID number', cell: (item) => item.idNumber },
    { header: 'Submitted', cell: (item) => <LocalTime iso={item.submittedAt} /> },
    {
      header: 'Documents',
      cell: (item) => (
        // Small buttons stacked like a cell's lines, so the decision column stays in view at desktop width.
        <div className="data-table__cell">
          {KYC_DOCUMENTS.map((name) => (
            <Button
              key={name}
              variant="ghost"
              className="button--small"
              aria-expanded={showing(item._id, name)}
              onClick={() => toggle(item._id, name)}
            >
              <DocumentThumbnail {...item.documents[name]} />
              {DOCUMENT_LABELS[name]}
              <span className="visually-hidden"> of {item.customer.name}</span>
            </Button>
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
  detail: (item, { showing, toggle }) => {
    const name = KYC_DOCUMENTS.find((d) => showing(item._id, d));
    if (!name) return null;
    const label = `${DOCUMENT_LABELS[name]} of ${item.customer.name}`;
    return <DocumentViewer {...item.documents[name]} label={label} onClose={() => toggle(item._id, name)} />;
  },
};

/** `/admin/kyc`: look at each customer's documents, then approve or reject with a reason. */
export const AdminKycPage = () => <DecisionQueue config={config} />;
