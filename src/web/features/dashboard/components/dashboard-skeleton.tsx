import { messages } from '../../../../shared/messages';
import { Skeleton, SkeletonState } from '../../../components/ui/skeleton';

/** The dashboard's shape while the profile, identity status and payments load (SPEC.md: "Loading..."). */
export function DashboardSkeleton() {
  return (
    <div className="page dashboard">
      <SkeletonState label={messages.dashboard.loading}>
        <Skeleton height={32} width="60%" />
        <div className="columns dashboard__grid">
          <Skeleton card height={250} />
          <Skeleton card height={250} />
        </div>
        <div className="columns dashboard__grid">
          <Skeleton card height={320} />
          <Skeleton card height={320} />
        </div>
      </SkeletonState>
    </div>
  );
}
