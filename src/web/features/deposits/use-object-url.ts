import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a file or blob, for an <img> to show (the CSP allows `img-src blob:`). The URL is
 * revoked when the blob changes or the component goes away, so previews and cheque images do not pile up.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
