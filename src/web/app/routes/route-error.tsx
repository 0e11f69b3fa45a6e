import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../../../shared/messages';

/** Last line of defence: a screen failed to load or render. A fresh load usually fixes a stale chunk. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="status-page">
      <h1>{messages.generic.internal}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <a className="button button--primary" href="/">
          Back to sign in
        </a>
      </p>
    </main>
  );
}
