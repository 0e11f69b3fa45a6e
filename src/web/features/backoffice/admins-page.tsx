import { PageHeader } from '../../components/ui/page-header';
import { InviteAdminForm } from './components/invite-admin-form';
import './backoffice.css';
import { Card } from '../../components/ui/card';

/** `/admin/admins`: invite another administrator (they hold no customer accounts). */
export function AdminsPage() {
  return (
    <div className="page bo-page">
      <PageHeader
        title="Administrators"
        subtitle="Invite a colleague: they receive an email with a link to choose their password."
      />
      <Card className="card-stack bo-narrow" title="Invite an administrator">
        <p className="muted">
          The link is valid for 72 hours and works once. Administrators cannot hold customer accounts or move
          money for themselves, and a credit above the four-eyes limit needs a second administrator.
        </p>
        <InviteAdminForm />
      </Card>
    </div>
  );
}
