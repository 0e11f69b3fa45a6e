import { messages } from '../../../shared/messages';

/** Shown while a screen's code or its guard is still loading. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{messages.dashboard.loading}</span>
    </div>
  );
}
