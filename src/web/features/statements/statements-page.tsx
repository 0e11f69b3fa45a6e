import { messages } from '../../../shared/messages';
import { statementMessages } from '../../../shared/account-messages';
import type { StatementItem } from '../../../shared/schemas/statements';
import { DataTable } from '../../components/ui/data-table';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useStatements } from './use-statements';

const status = (s: StatementItem) =>
  s.correctedBy ? statementMessages.corrected : s.corrects ? statementMessages.correction : 'Issued';

/** `/Statements`: every monthly statement issued, per account, each as the PDF that was sent. */
export function StatementsPage() {
  const statements = useStatements();
  return (
    <div className="page stack">
      <PageHeader title={statementMessages.pageTitle} subtitle={statementMessages.pageIntro} />
      <section className="card panel">
        <DataTable
          label="Statements"
          rows={statements.data}
          rowKey={(s) => s._id}
          loading={statements.isPending}
          loadingText="Loading statements…"
          error={statements.isError ? errorText(statements.error, messages.generic.internal) : null}
          emptyText={statementMessages.empty}
          columns={[
            { header: 'Period', cell: (s) => `${s.periodStart} to ${s.periodEnd}` },
            { header: 'Account', cell: (s) => s.account, sub: (s) => `••${s.accountNumber.slice(-4)}` },
            { header: 'Opening', cell: (s) => formatMoney(s.openingBalance), numeric: true },
            { header: 'Closing', cell: (s) => formatMoney(s.closingBalance), numeric: true },
            { header: 'Status', cell: status, sub: (s) => `${s.entries} lines` },
          ]}
          actionsHeader="PDF"
          rowActions={(s) => (
            <a
              className="button button--secondary"
              href={`/statements/${encodeURIComponent(s._id)}`}
              download
              aria-label={`${statementMessages.download}: ${s.account} ${s.periodStart} to ${s.periodEnd}`}
            >
              {statementMessages.download}
            </a>
          )}
        />
      </section>
    </div>
  );
}
