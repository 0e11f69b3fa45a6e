import { useState } from 'react';
import { useParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { noFilters, useCustomerDetail, type StatementFilters } from './api/use-customer-detail';
import { backofficeTexts } from './backoffice-texts';
import { AccountsBlock } from './components/accounts-block';
import { ActivityList } from './components/activity-list';
import { ProductSections } from './components/product-sections';
import { ProfileBlock } from './components/profile-block';
import { StatementSection } from './components/statement-section';
import { StatusBlock } from './components/status-block';
import { FactorResetBlock } from './components/factor-reset-block';
import './backoffice.css';
import { ButtonLink } from '../../components/ui/button';

/** A date range whose start is after its end is not sent: the page says so and shows the whole range. */
function sendable(filters: StatementFilters): StatementFilters {
  return filters.from && filters.to && filters.from > filters.to ? { ...filters, from: '', to: '' } : filters;
}

/** `/admin/users/:id`: one customer in full — profile, status, accounts, statement, products, activity. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const [filters, setFilters] = useState<StatementFilters>(noFilters);
  const query = useCustomerDetail(id, sendable(filters));
  const detail = query.data?.pages[0];
  const transactions = query.data?.pages.flatMap((page) => page.statement?.transactions ?? []) ?? [];
  const name = detail ? `${detail.profile.firstName} ${detail.profile.lastName}`.trim() : 'Customer';

  return (
    <div className="page bo-page">
      <PageHeader
        title={name}
        subtitle={detail ? detail.profile.email : undefined}
        actions={
          <ButtonLink variant="secondary" to="/admin/dashboard">
            Back to users
          </ButtonLink>
        }
      />
      {query.isPending ? <p role="status">{backofficeTexts.customerLoading}</p> : null}
      {query.isError ? (
        <FormMessage tone="error">{errorText(query.error, backofficeTexts.customerError)}</FormMessage>
      ) : null}
      {detail ? (
        <>
          <div className="columns gap-5 bo-columns">
            <ProfileBlock detail={detail} />
            <div className="panel gap-5">
              <StatusBlock id={id} detail={detail} />
              <FactorResetBlock id={id} name={name} />
              <AccountsBlock accounts={detail.accounts ?? []} />
            </div>
          </div>
          <StatementSection
            accounts={detail.accounts ?? []}
            filters={filters}
            onFilters={setFilters}
            transactions={transactions}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
          <div className="columns gap-5 bo-columns">
            <ProductSections detail={detail} />
            <ActivityList activity={detail.activity ?? []} />
          </div>
        </>
      ) : null}
    </div>
  );
}
