import { messages } from '../../../shared/messages';
import { Skeleton, SkeletonState } from '../../components/ui/skeleton';

/**
 * Shown while a screen's code or its guard is still loading: the shape of a page (a heading, a card) rather
 * than a whole-screen "Loading...", which a screen reader still hears.
 */
export function PageLoading() {
  return (
    <div className="page page-loading">
      <SkeletonState label={messages.dashboard.loading}>
        <Skeleton height={32} width="45%" />
        <Skeleton card height={240} />
      </SkeletonState>
    </div>
  );
}
