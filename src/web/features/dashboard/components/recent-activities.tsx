import { messages } from '../../../../shared/messages';
import type { LoginActivity } from '../../../../shared/schemas/auth';
import { ActivityLines } from '../../../components/ui/activity-lines';
import { Card } from '../../../components/ui/card';

/** Sign-in activity, newest as the server orders it, in the visitor's local time. */
export function RecentActivities({ activities }: { activities: LoginActivity[] }) {
  return (
    <Card className="activities" title="Recent Activities" titleClassName="subtitle">
      <ActivityLines
        activities={activities}
        empty={messages.dashboard.noRecentActivity}
        mutedClassName="empty-note"
        listClassName="plain-list activities__list"
      />
    </Card>
  );
}
