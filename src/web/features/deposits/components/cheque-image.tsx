import { messages } from '../../../../shared/messages';
import { useChequeImage } from '../api/use-deposit-queue';
import { useObjectUrl } from '../use-object-url';

/** The cheque as the customer photographed it, fetched with the administrator's session. */
export function ChequeImage({ imageUrl, label }: { imageUrl: string; label: string }) {
  const image = useChequeImage(imageUrl);
  const url = useObjectUrl(image.data);
  return (
    <figure className="cheque-image">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="cheque-image__link">
          <img src={url} alt={label} />
          <span className="visually-hidden"> (opens the full-size image)</span>
        </a>
      ) : null}
      {image.isPending ? <p className="cheque-image__state">{messages.chequeDeposit.imageLoading}</p> : null}
      {image.isError ? (
        <p className="cheque-image__state cheque-image__state--error">{messages.chequeDeposit.imageError}</p>
      ) : null}
    </figure>
  );
}
