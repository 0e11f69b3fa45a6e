import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { noAuditFilters, useAudit, type AuditFilters } from './api/use-audit';
import { backofficeTexts } from './backoffice-texts';
import { AuditFiltersForm } from './components/audit-filters';
import { AuditTable } from './components/audit-table';
import { ChainCheck } from './components/chain-check';
import './backoffice.css';
import { Card } from '../../components/ui/card';

/** `/admin/audit`: every administrative action, newest first, filterable; records cannot be edited. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const audit = useAudit(filters);
  const records = audit.data?.pages.flatMap((page) => page.records);
  return (
    <div className="page bo-page">
      <PageHeader
        title="Audit log"
        subtitle="Every administrative action. Records are append-only and chained by hash."
        actions={<ChainCheck />}
      />
      <Card className="card-stack" title="Records">
        <AuditFiltersForm value={filters} onApply={setFilters} />
        <AuditTable
          records={records}
          loading={audit.isPending}
          loadingText={backofficeTexts.auditLoading}
          error={audit.isError ? errorText(audit.error, 'The audit log could not be loaded.') : null}
          emptyText={backofficeTexts.auditEmpty}
          footer={records ? <p aria-live="polite">{`Showing ${records.length} record(s)`}</p> : null}
          pager={{
            hasMore: audit.hasNextPage,
            loading: audit.isFetchingNextPage,
            onMore: () => void audit.fetchNextPage(),
          }}
        />
      </Card>
    </div>
  );
}
