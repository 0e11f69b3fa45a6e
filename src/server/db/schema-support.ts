import type { ColumnType, Generated } from 'kysely';
import type { TicketStatus } from '../../shared/statuses';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type { TicketStatus };

export type TicketsTable = {
  id: Generated<string>;
  user_id: string;
  reference: string;
  ticket_type: string;
  info: string;
  status: Generated<TicketStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  seq: Generated<bigint>;
};

export type TicketMessagesTable = {
  id: Generated<string>;
  ticket_id: string;
  author_id: string;
  author_role: 'admin' | 'customer';
  body: string;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

/** Kysely's view of the support tables. */
export type SupportTables = { tickets: TicketsTable; ticket_messages: TicketMessagesTable };
