import { Link } from 'react-router';
import { messages } from '../../../shared/messages';

export function NotFoundPage() {
  return (
    <main className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>{messages.generic.notFound}</p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
