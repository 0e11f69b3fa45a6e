import { PageHeader } from '../../components/ui/page-header';
import { useActivities } from './api/use-activities';
import { ActivityList } from './components/activity-list';
import { LockdownPanel } from './components/lockdown-panel';
import { SessionsPanel } from './components/sessions-panel';
import { StaffAccessPanel } from './components/staff-access-panel';
import './activities.css';
import { Card } from '../../components/ui/card';

/** `/ActivitiesPage`: the login activity (refreshed every 10 s) and where the customer is signed in. */
export function ActivitiesPage() {
  const activities = useActivities();
  return (
    <div className="page activities-page">
      <PageHeader
        title="Recent Activities"
        subtitle="Sign-ins and security changes on your account. Anything you do not recognise? Change your password."
      />
      <Card className="panel" title="Login activity">
        <ActivityList activities={activities.data} loading={activities.isPending} error={activities.error} />
      </Card>
      <StaffAccessPanel />
      <SessionsPanel />
      <LockdownPanel />
    </div>
  );
}
