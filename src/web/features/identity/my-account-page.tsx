import { messages } from '../../../shared/messages';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText, isUnauthorized } from '../../lib/api-client';
import { useProfile } from '../../lib/profile-query';
import { AccountDetails } from './components/account-details';
import { DownloadMyData } from './components/download-my-data';
import { LoginActivities } from './components/login-activities';
import { ProfilePicture } from './components/profile-picture';
import './identity.css';
import { ButtonLink } from '../../components/ui/button';

/** `/MyAccountPage`: the profile, the login activities and the profile picture (SPEC.md §2 My Account). */
export function MyAccountPage() {
  const { data: user, isPending, error } = useProfile();

  if (isPending) return <p role="status">{messages.identity.loadingAccount}</p>;
  if (!user && error && !isUnauthorized(error)) {
    return <FormMessage tone="error">{errorText(error, messages.dashboard.error)}</FormMessage>;
  }
  if (!user) {
    return (
      <section className="card stack-sm items-start">
        <p>{messages.identity.noUserData}</p>
        <ButtonLink to="/">Go to login</ButtonLink>
      </section>
    );
  }

  return (
    <div className="page identity">
      <PageHeader title="My Account" subtitle="Your profile, sign-in history and picture." />
      <div className="columns gap-5 identity__grid">
        <ProfilePicture user={user} />
        <AccountDetails user={user} />
      </div>
      <LoginActivities activities={user.loginActivities ?? []} />
      <DownloadMyData />
      <section className="card stack-sm items-start" aria-label={messages.closing.myAccountLink}>
        <p className="muted">{messages.closing.myAccountHint}</p>
        <ButtonLink to="/CloseAccount" variant="secondary">
          {messages.closing.myAccountLink}
        </ButtonLink>
      </section>
    </div>
  );
}
