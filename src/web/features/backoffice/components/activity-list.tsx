import type { LoginActivity } from '../../../../shared/schemas/auth';
import { ActivityLines } from '../../../components/ui/activity-lines';
import { backofficeTexts } from '../backoffice-texts';
import { Card } from '../../../components/ui/card';

/** Sign-ins, failures and password changes, newest first, with where they came from. */
export function ActivityList({ activity }: { activity: LoginActivity[] }) {
  return (
    <Card className="card-stack" title="Recent activity">
      <ActivityLines
        activities={activity.slice(0, 20)}
        empty={backofficeTexts.noActivity}
        mutedClassName="muted"
        where
      />
    </Card>
  );
}
