import { useEffect, useRef } from 'react';

/**
 * A live region that is always present, so the success text is announced when it appears; focus moves to it
 * because the confirm button the customer pressed has just gone away.
 */
export function SuccessRegion({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  return (
    <div role="status" aria-live="polite" className="live-region transfer__status">
      {text ? (
        <p ref={ref} tabIndex={-1} className="form-message form-message--success">
          {text}
        </p>
      ) : null}
    </div>
  );
}
