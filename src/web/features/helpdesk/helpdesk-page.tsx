import { PageHeader } from '../../components/ui/page-header';
import { Accordion } from './components/accordion';
import { helpdeskEntries } from './helpdesk-entries';
import './helpdesk.css';

/** `/Helpdesk`: answers to the two most common questions, one open at a time. */
export function HelpdeskPage() {
  return (
    <div className="page helpdesk">
      <PageHeader title="Help Desk" subtitle="Answers to common questions about banking with us." />
      <section className="card helpdesk__card" aria-label="Frequently asked questions">
        <Accordion items={helpdeskEntries} initiallyOpen={helpdeskEntries[0]?.id ?? null} />
      </section>
    </div>
  );
}
