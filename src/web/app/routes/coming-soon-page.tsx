import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/ui/page-header';
import { useRouteTitle } from '../route-handle';

/** One placeholder for every customer screen not built yet; the title comes from the route. */
export function ComingSoonPage() {
  const title = useRouteTitle() ?? '';
  return (
    <div className="page">
      <PageHeader title={title} />
      <section className="card muted">
        <p>{messages.generic.comingSoon}</p>
      </section>
    </div>
  );
}
