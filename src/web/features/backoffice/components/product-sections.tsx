import { formatMoney } from '../../../lib/format-money';
import type { CustomerDetail, ProductRow } from '../api/use-customer-detail';
import { DateTime } from '../../../components/ui/date-time';
import { StatusBadge } from '../../../components/ui/status-badge';
import { field, numberField, ProductTable, type ProductColumn } from './product-table';

const status: ProductColumn = {
  header: 'Status',
  cell: (row) => <StatusBadge family="product" status={field(row, 'status') || 'Pending'} />,
};
const created: ProductColumn = { header: 'Date', cell: (row) => <DateTime iso={field(row, 'createdAt')} /> };
const amount: ProductColumn = {
  header: 'Amount',
  numeric: true,
  cell: (row) => (numberField(row, 'amount') === null ? '' : formatMoney(numberField(row, 'amount'))),
};
const decisionReason: ProductColumn = {
  header: 'Reason',
  cell: (row) => field(row, 'decisionReason') || field(row, 'reason'),
};

function months(row: ProductRow): string {
  const value = numberField(row, 'durationMonths');
  return value === null ? field(row, 'duration') : `${value} Months`;
}

function expiry(row: ProductRow): string {
  const month = numberField(row, 'expiryMonth');
  const year = numberField(row, 'expiryYear');
  return month === null || year === null ? '' : `${String(month).padStart(2, '0')}/${year}`;
}

function maskedCard(row: ProductRow): string {
  const last4 = field(row, 'last4');
  return last4 ? `•••• ${last4}` : '';
}

/** The customer's products, each read defensively: the server sends their tables' columns as they are. */
export function ProductSections({ detail }: { detail: CustomerDetail }) {
  return (
    <>
      <section className="card bo-section bo-section--wide" aria-labelledby="bo-loans-title">
        <h2 id="bo-loans-title" className="section-title">
          Loans
        </h2>
        <ProductTable
          title="Loans"
          hideTitle
          rows={detail.loans ?? []}
          empty="No loans."
          columns={[
            amount,
            { header: 'Type', cell: (row) => field(row, 'type') },
            { header: 'Duration', cell: months },
            {
              header: 'Outstanding',
              numeric: true,
              cell: (row) => formatMoney(numberField(row, 'outstandingPrincipal')),
            },
            status,
            created,
          ]}
        />
      </section>
      <section className="card bo-section" aria-labelledby="bo-cards-title">
        <h2 id="bo-cards-title" className="section-title">
          Cards
        </h2>
        <ProductTable
          title="Issued cards"
          rows={detail.cards ?? []}
          empty="No cards issued."
          columns={[
            { header: 'Card', cell: (row) => field(row, 'brand') },
            { header: 'Number', cell: maskedCard },
            { header: 'Expires', cell: expiry },
            status,
            created,
          ]}
        />
        <ProductTable
          title="Card applications"
          rows={detail.cardApplications ?? []}
          empty="No card applications."
          columns={[{ header: 'Card', cell: (row) => field(row, 'brand') }, status, decisionReason, created]}
        />
      </section>
      <section className="card bo-section" aria-labelledby="bo-deposits-title">
        <h2 id="bo-deposits-title" className="section-title">
          Cheque deposits
        </h2>
        <ProductTable
          title="Cheque deposits"
          hideTitle
          rows={detail.deposits ?? []}
          empty="No cheque deposits."
          columns={[amount, status, decisionReason, created]}
        />
      </section>
      <KycAndTickets detail={detail} />
    </>
  );
}

function KycAndTickets({ detail }: { detail: CustomerDetail }) {
  const latestKyc = detail.kyc?.[0];
  return (
    <>
      <section className="card bo-section" aria-labelledby="bo-kyc-title">
        <h2 id="bo-kyc-title" className="section-title">
          KYC
        </h2>
        <p>
          Status: <strong>{latestKyc ? field(latestKyc, 'status') || 'Pending' : 'Not submitted'}</strong>
        </p>
        <ProductTable
          title="KYC submissions"
          rows={detail.kyc ?? []}
          empty="No KYC submissions."
          columns={[
            { header: 'ID number', cell: (row) => field(row, 'idNumber') },
            status,
            decisionReason,
            created,
          ]}
        />
      </section>
      <section className="card bo-section" aria-labelledby="bo-tickets-title">
        <h2 id="bo-tickets-title" className="section-title">
          Tickets
        </h2>
        <ProductTable
          title="Tickets"
          hideTitle
          rows={detail.tickets ?? []}
          empty="No tickets."
          columns={[
            {
              header: 'Ticket',
              cell: (row) => <span className="data-table__mono">{field(row, 'reference')}</span>,
            },
            { header: 'Type', cell: (row) => field(row, 'ticketType') || field(row, 'type') },
            status,
            created,
          ]}
        />
      </section>
    </>
  );
}
