import { THUMBNAIL_QUERY } from '../../../../shared/schemas/uploads';
import { useKycDocument } from '../api/use-kyc-document';
import { useObjectUrl } from '../../../components/ui/use-object-url';

/** A small picture of an image document inside its button in the queue; the button's text names it. */
export function DocumentThumbnail({ url, mime }: { url: string; mime: string }) {
  const isImage = mime.startsWith('image/');
  const thumbnail = useKycDocument(
    isImage ? `${url}${url.includes('?') ? '&' : '?'}${THUMBNAIL_QUERY}` : null,
  );
  const objectUrl = useObjectUrl(thumbnail.data);
  if (!isImage) return null;
  return objectUrl ? (
    <img className="bg-muted kyc-queue__thumbnail" src={objectUrl} alt="" />
  ) : (
    <span className="bg-muted kyc-queue__thumbnail" aria-hidden="true" />
  );
}
