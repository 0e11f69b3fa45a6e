import { messages } from '../../../../shared/messages';
import { FormMessage } from '../../../components/ui/form-message';
import { useKycDocument } from '../api/use-kyc-document';
import { useObjectUrl } from '../../../components/ui/use-object-url';

type DocumentViewerProps = { url: string; label: string; mime: string; onClose: () => void };

/**
 * Shows one KYC document to an administrator. It is fetched as a blob (the server only ever sends it as
 * an attachment): an image is shown inline, a PDF gets a link that opens the browser's own viewer.
 */
export function DocumentViewer({ url, label, mime, onClose }: DocumentViewerProps) {
  const document = useKycDocument(url);
  const objectUrl = useObjectUrl(document.data);
  return (
    <div className="stack-sm items-start" role="group" aria-label={label}>
      <div className="cluster gap-3">
        <p className="bold">{label}</p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close<span className="visually-hidden"> {label}</span>
        </button>
      </div>
      {document.isPending ? <p role="status">Loading document...</p> : null}
      {document.isError ? <FormMessage tone="error">{messages.adminKyc.documentError}</FormMessage> : null}
      {objectUrl && mime.startsWith('image/') ? (
        <img className="rounded bordered document-viewer__image" src={objectUrl} alt={label} />
      ) : null}
      {objectUrl && mime === 'application/pdf' ? (
        <a className="button button--primary" href={objectUrl} target="_blank" rel="noopener noreferrer">
          Open {label} (PDF)
        </a>
      ) : null}
    </div>
  );
}
