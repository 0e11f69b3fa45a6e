import type { LoginActivity } from '../../../../shared/schemas/auth';
import { ActivityLines } from '../../../components/ui/activity-lines';
import { Card } from '../../../components/ui/card';

/** The login activities of the profile: action and time, newest first as the server sends them. */
export function LoginActivities({ activities }: { activities: LoginActivity[] }) {
  return (
    <Card title="Login activities" titleClassName="subtitle">
      <ActivityLines activities={activities} empty="No login activity yet." mutedClassName="note" />
    </Card>
  );
}
