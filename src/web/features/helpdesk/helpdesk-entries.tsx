import { Link } from 'react-router';
import type { AccordionItem } from './components/accordion';

/** SPEC.md §2: exactly two static entries, Get started and How to send wire transfer. */
export const helpdeskEntries: AccordionItem[] = [
  {
    id: 'get-started',
    title: 'Get started',
    content: (
      <>
        <ol className="stack-xs m-0 helpdesk__steps">
          <li>
            <strong>Register.</strong> Create your account with your first and last name, phone, email and a
            password of at least 6 characters. We open a <strong>Checking</strong> and a{' '}
            <strong>Savings</strong> account for you straight away, each with its own 10-digit account number
            (see <Link to="/MyAccountPage">Profile</Link>).
          </li>
          <li>
            <strong>Set your PIN.</strong> On <Link to="/ManagePin">Pincode</Link>, choose a 4-digit PIN. It
            confirms every transfer, loan, card application and support ticket. Three wrong PINs in a row lock
            PIN use for 30 minutes.
          </li>
          <li>
            <strong>Fund your account.</strong> Deposit a cheque on{' '}
            <Link to="/ChequeDeposit">Check Deposit</Link> (it is credited once we confirm it), or give your
            account number and name to the person paying you: a transfer from another Vault Bank customer
            arrives at once, one from another bank when it clears.
          </li>
          <li>
            <strong>Keep it safe.</strong> Review your sign-ins on{' '}
            <Link to="/ActivitiesPage">Activities</Link>, where you can sign out every other device, and
            change your password on <Link to="/ManagePassword">Password</Link>.
          </li>
        </ol>
        <p>
          Still stuck? <Link to="/NewTicket">Open a ticket</Link> and follow the answer on{' '}
          <Link to="/TicketHistory">View Ticket</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'wire-transfer',
    title: 'How to send wire transfer',
    content: (
      <>
        <ol className="stack-xs m-0 helpdesk__steps">
          <li>
            Open <Link to="/InternationalTransfer">Wire Transfer</Link> under Transfer Money.
          </li>
          <li>
            Fill in the <strong>amount</strong>, the <strong>payment account</strong> to pay from (Account 1
            is Checking, Account 2 is Savings), the receiver&apos;s <strong>account type</strong>,{' '}
            <strong>bank name</strong>, <strong>account name</strong> and <strong>bank country</strong>.
          </li>
          <li>
            <strong>Account number:</strong> the receiver&apos;s IBAN where their country uses IBAN (for
            example DE89 3704 0044 0532 0130 00; we check its digits), otherwise their account number of 4 to
            34 letters and digits.
          </li>
          <li>
            <strong>Routing number (bank code):</strong> the bank&apos;s BIC / SWIFT code of 8 or 11
            characters (for example DEUTDEFF), or for a bank in the United States its 9-digit ABA routing
            number.
          </li>
          <li>
            Add <strong>details</strong> if you like (the reason for the payment), review the summary and
            confirm with your PIN.
          </li>
        </ol>
        <p>
          A wire costs a <strong>$35 fee</strong>, taken from your account together with the amount. The
          transfer shows as <strong>Processing</strong> on your <Link to="/HistoryPage">Bank Statement</Link>{' '}
          until our team settles it with the receiving bank; it then becomes <strong>Successful</strong>. If
          the receiving bank cannot accept it, it is returned as <strong>Failed</strong> and the amount and
          the fee come back to your account. Either way you get a notification under the bell.
        </p>
      </>
    ),
  },
];
