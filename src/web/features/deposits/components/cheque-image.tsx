import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { THUMBNAIL_QUERY } from '../../../../shared/schemas/uploads';
import { useChequeImage } from '../api/use-deposits';
import { useObjectUrl } from '../../../components/ui/use-object-url';

/**
 * The cheque as the customer photographed it, fetched with the administrator's session: a small thumbnail
 * in the queue, the full image (to read the handwriting) one click away.
 */
export function ChequeImage({ imageUrl, label }: { imageUrl: string; label: string }) {
  const [full, setFull] = useState(false);
  const image = useChequeImage(full ? imageUrl : `${imageUrl}?${THUMBNAIL_QUERY}`);
  const url = useObjectUrl(image.data);
  return (
    <figure className="grid m-0 rounded bg-muted cheque-image">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} />
          <span className="visually-hidden"> (opens the full-size image)</span>
        </a>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => setFull((v) => !v)}>
        {full ? 'Show thumbnail' : 'View full size'}
        <span className="visually-hidden"> of the {label.charAt(0).toLowerCase() + label.slice(1)}</span>
      </button>
      {image.isPending ? <p className="empty-note">{messages.chequeDeposit.imageLoading}</p> : null}
      {image.isError ? <p className="empty-note text-danger">{messages.chequeDeposit.imageError}</p> : null}
    </figure>
  );
}
