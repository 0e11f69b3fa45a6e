import { messages } from '../../../shared/messages';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useAccounts } from '../../lib/accounts-query';
import { useCards } from './api/use-cards';
import { CardApplicationForm } from './components/card-application-form';
import { MyApplications } from './components/my-applications';
import { MyCards } from './components/my-cards';
import './cards.css';
import { Card } from '../../components/ui/card';

/** `/Cards` (SPEC.md §2 Apply New Cards): apply with the PIN, then follow the applications and cards. */
export function CardsPage() {
  const accounts = useAccounts();
  const overview = useCards();
  return (
    <div className="page cards">
      <PageHeader
        title="Apply New Cards"
        subtitle="Choose a card, the account it draws on, and confirm with your PIN."
      />
      <Card title="New card" titleClassName="section-title mb-4">
        <CardApplicationForm accounts={accounts.data} />
      </Card>
      <Card title="Your cards" titleClassName="section-title mb-4">
        {overview.isPending ? <p role="status">{messages.cards.loading}</p> : null}
        {overview.isError ? (
          <FormMessage tone="error">{errorText(overview.error, messages.cards.loadError)}</FormMessage>
        ) : null}
        {overview.data ? <MyCards cards={overview.data.cards} /> : null}
      </Card>
      <Card title="Your applications" titleClassName="section-title mb-4">
        {overview.data ? <MyApplications applications={overview.data.applications} /> : null}
      </Card>
    </div>
  );
}
