import { formatMoney } from '../../../lib/format-money';
import type { CustomerDetail, ProductRow } from '../api/use-customer-detail';
import { DateTime } from '../../../components/ui/date-time';
import { StatusBadge } from '../../../components/ui/status-badge';
import { field, numberField, ProductTable, type ProductColumn } from './product-table';
import { Card } from '../../../components/ui/card';

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
      <Card className="card-stack full-row" title="Loans">
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
      </Card>
      <Card className="card-stack" title="Cards">
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
      </Card>
      <Card className="card-stack" title="Cheque deposits">
        <ProductTable
          title="Cheque deposits"
          hideTitle
          rows={detail.deposits ?? []}
          empty="No cheque deposits."
          columns={[amount, status, decisionReason, created]}
        />
      </Card>
      <KycAndTickets detail={detail} />
    </>
  );
}

function KycAndTickets({ detail }: { detail: CustomerDetail }) {
  const latestKyc = detail.kyc?.[0];
  return (
    <>
      <Card className="card-stack" title="KYC">
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
      </Card>
      <Card className="card-stack" title="Tickets">
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
      </Card>
    </>
  );
}
