import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { useRevokeOtherSessions, useSessions } from '../api/use-sessions';
import { SessionsList } from './sessions-list';
import { Notice, type NoticeValue } from '../../../components/ui/notice';

/** Active sessions and the button that signs out every one but this. */
export function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const [notice, setNotice] = useState<NoticeValue>(null);

  const signOutOthers = () => {
    setNotice(null);
    revoke.mutate(undefined, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
    });
  };

  return (
    <section className="card panel" aria-labelledby="sessions-title">
      {/* One grid item, so the live region (always present for screen readers) adds no gap while empty. */}
      <div>
        <div className="toolbar">
          <h2 id="sessions-title" className="section-title">
            Active sessions
          </h2>
          <Button variant="danger" disabled={revoke.isPending} onClick={signOutOthers}>
            {revoke.isPending ? 'Signing out…' : 'Sign out all other sessions'}
          </Button>
        </div>
        {/* The success answer sits in the header; an error is raised under it. */}
        <Notice notice={notice?.tone === 'success' ? notice : null} className="live-region mt-3" />
      </div>
      {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
      {sessions.isPending ? <p role="status">{messages.activities.sessionsLoading}</p> : null}
      {sessions.isError && !sessions.data ? (
        <FormMessage tone="error">{errorText(sessions.error, messages.activities.sessionsError)}</FormMessage>
      ) : null}
      {sessions.data ? <SessionsList sessions={sessions.data} /> : null}
    </section>
  );
}
