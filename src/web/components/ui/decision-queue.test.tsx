// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionQueue, type QueueConfig } from './decision-queue';
import { StatusBadge } from './status-badge';

type Loan = { _id: string; status: string; name: string };

const config: QueueConfig<Loan> = {
  title: 'Loans',
  subtitle: 'Waiting for a decision.',
  path: '/admin/loans',
  statuses: ['Pending', 'Approved'],
  filter: 'select',
  heading: (status) => `${status} loans`,
  regionLabel: 'Loans waiting for a decision',
  loadingText: 'Loading loans...',
  emptyText: () => 'No loans.',
  errorFallback: 'Something went wrong.',
  columns: () => [{ header: 'Customer', cell: (loan) => loan.name }],
  decided: (loan) => <StatusBadge family="loan" status={loan.status} />,
  itemName: (loan) => `loan for ${loan.name}`,
  reject: { formLabel: (loan) => `Reject loan for ${loan.name}` },
  done: (loan, decision) => `${decision === 'approve' ? 'Approved' : 'Rejected'} ${loan.name}.`,
};

/** The server as the queue sees it: GET lists by status, POST decides (a four-eyes 202 for Ada's approval). */
function fakeServer(calls: Array<{ url: string; body?: string }>) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body as string | undefined });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.startsWith('/admin/loans?status=Pending'))
      return json(200, [{ _id: 'l1', status: 'Pending', name: 'Ada' }]);
    if (url.startsWith('/admin/loans?status=Approved'))
      return json(200, [{ _id: 'l2', status: 'Approved', name: 'Bob' }]);
    if (url.endsWith('/approve'))
      return json(202, { message: 'A second administrator must approve this.', request: { _id: 'r1' } });
    return json(200, { message: 'Rejected.' });
  });
}

function renderQueue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DecisionQueue config={config} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom's accessible names drop the space before a visually hidden span that Chromium keeps, hence ` ?`.
describe('DecisionQueue', () => {
  it('lists, approves (a four-eyes request says so), rejects with a reason and filters by status', async () => {
    const calls: Array<{ url: string; body?: string }> = [];
    vi.stubGlobal('fetch', fakeServer(calls));
    renderQueue();
    expect(screen.getByRole('heading', { name: 'Pending loans' })).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Loans waiting for a decision' });
    expect(region.textContent).toContain('Ada');

    fireEvent.click(screen.getByRole('button', { name: /^Approve ?loan for Ada$/ }));
    await screen.findByText('A second administrator must approve this.');
    expect(calls.some((call) => call.url === '/admin/loans/l1/approve')).toBe(true);

    const reject = screen.getByRole('button', { name: /^Reject ?loan for Ada$/ });
    fireEvent.click(reject);
    expect(reject.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Reason for rejection'), { target: { value: 'No income' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    await screen.findByText('Rejected Ada.');
    expect(calls.find((call) => call.url === '/admin/loans/l1/reject')?.body).toBe('{"reason":"No income"}');
    expect(screen.queryByRole('form')).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Approved' } });
    await waitFor(() => expect(screen.getByText('Bob')).toBeTruthy());
    expect(screen.getByText('Approved', { selector: '.status-badge' }).className).toContain(
      'tone-success',
    );
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
