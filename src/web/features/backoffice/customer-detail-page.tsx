import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { staffReadMessages } from '../../../shared/account-messages';
import { customerReason, rememberCustomerReason } from '../../lib/staff-reason';
import { StaffReasonDialog } from './components/staff-reason-dialog';
import { Button } from '../../components/ui/button';
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
  const navigate = useNavigate();
  const [filters, setFilters] = useState<StatementFilters>(noFilters);
  // The reason for this customer only; asked again for another customer or on "Change reason".
  const [reason, setReason] = useState(() => ({ id, value: customerReason(id) }));
  const [asking, setAsking] = useState(false);
  const current = reason.id === id ? reason.value : customerReason(id);
  const query = useCustomerDetail(id, sendable(filters), current);
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
      <StaffReasonDialog
        key={id}
        open={current === undefined || asking}
        onReason={(given) => {
          rememberCustomerReason(id, given);
          setReason({ id, value: given });
          setAsking(false);
        }}
        onCancel={() => (current === undefined ? void navigate('/admin/dashboard') : setAsking(false))}
      />
      {current ? (
        <p className="cluster" role="note">
          <span>
            {staffReadMessages.currentReason(
              `${staffReadMessages.reasonKinds[current.kind]} ${current.text}`,
            )}
          </span>
          <Button type="button" variant="ghost" onClick={() => setAsking(true)}>
            {staffReadMessages.changeReason}
          </Button>
        </p>
      ) : null}
      {current && query.isPending ? <p role="status">{backofficeTexts.customerLoading}</p> : null}
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
