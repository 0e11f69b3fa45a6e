import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { UserListItem } from '../../../shared/schemas/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useUsers } from './api/use-users';
import { AddBalancePanel } from './components/add-balance-panel';
import { OverviewStrip } from './components/overview-strip';
import { UserSearch } from './components/user-search';
import { fullName, UsersTable } from './components/users-table';
import './admin.css';

/** `/admin/dashboard`: the queues at a glance, then list users (search, pages), select one, add to their balance. */
export function AdminDashboardPage() {
  const [search, setSearch] = useState('');
  // Cursors of the pages visited so far; the last one is the page on screen (null = first page).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [selected, setSelected] = useState<{ id: string; name: string } | null>(null);
  const cursor = cursors[cursors.length - 1] ?? null;
  const users = useUsers(search, cursor);

  const runSearch = (text: string) => {
    setSearch(text);
    setCursors([null]);
  };
  const select = (user: UserListItem) => setSelected({ id: user._id, name: fullName(user) });
  const nextCursor = users.data?.nextCursor ?? null;

  return (
    <div className="page admin">
      <PageHeader
        title="Admin Dashboard"
        subtitle="Customers and balances."
        actions={
          <ButtonLink variant="secondary" className="nowrap" to="/admin/transfers">
            Transfers to settle
          </ButtonLink>
        }
      />
      <OverviewStrip />
      <section className="card" aria-labelledby="all-users-title">
        <div className="toolbar mb-4">
          <h2 id="all-users-title" className="section-title">
            All Users
          </h2>
          <UserSearch onSearch={runSearch} />
        </div>
        {users.isPending ? <p role="status">{messages.admin.loadingUsers}</p> : null}
        {users.isError ? (
          <FormMessage tone="error">{errorText(users.error, messages.generic.internal)}</FormMessage>
        ) : null}
        {users.data && users.data.users.length === 0 ? <p>{messages.admin.noUsers}</p> : null}
        {users.data && users.data.users.length > 0 ? (
          <UsersTable users={users.data.users} selectedId={selected?.id ?? null} onSelect={select} />
        ) : null}
        <div className="row-wrap admin__pager">
          <Button
            variant="secondary"
            disabled={cursors.length <= 1 || users.isFetching}
            onClick={() => setCursors((list) => list.slice(0, -1))}
          >
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={!nextCursor || users.isFetching}
            onClick={() => nextCursor && setCursors((list) => [...list, nextCursor])}
          >
            Next page
          </Button>
        </div>
      </section>
      <AddBalancePanel selected={selected} onDone={() => setSelected(null)} />
    </div>
  );
}
