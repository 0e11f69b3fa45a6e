import { FormMessage } from '../../../components/ui/form-message';

export type NoticeValue = { tone: 'success' | 'error'; text: string } | null;

/**
 * The answer to the last action. Success sits in a live region that is always there, so a screen reader
 * announces it; an error is an alert.
 */
export function Notice({ notice }: { notice: NoticeValue }) {
  return (
    <>
      <div role="status" aria-live="polite" className="live-region">
        {notice?.tone === 'success' ? (
          <p className="form-message form-message--success">{notice.text}</p>
        ) : null}
      </div>
      {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
    </>
  );
}
