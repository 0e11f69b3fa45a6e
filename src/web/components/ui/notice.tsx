import { FormMessage } from './form-message';

/** The answer to the last action on a screen, or nothing yet. */
export type NoticeValue = { tone: 'success' | 'error'; text: string } | null;

/**
 * The answer to the last action. Success sits in a live region that is always there, so a screen reader
 * announces it (`live-region` takes no room while it is empty); an error is an alert.
 */
export function Notice({ notice, className = 'live-region' }: { notice: NoticeValue; className?: string }) {
  return (
    <>
      <div role="status" aria-live="polite" className={className || undefined}>
        {notice?.tone === 'success' ? (
          <p className="form-message form-message--success">{notice.text}</p>
        ) : null}
      </div>
      {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
    </>
  );
}
