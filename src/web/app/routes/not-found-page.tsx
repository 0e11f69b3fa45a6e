import { messages } from '../../../shared/messages';
import { ButtonLink } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>{messages.generic.notFound}</p>
      <p>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </p>
    </main>
  );
}
