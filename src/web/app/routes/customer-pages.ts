/** The customer screens of SPEC.md §2 that are not built yet: path and screen title. */
export const comingSoonPages: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/ChequeDeposit', title: 'Mobile Check Deposit' },
  { path: '/Cards', title: 'Apply New Cards' },
  { path: '/LoanRequest', title: 'Loan Request' },
  { path: '/Myloans', title: 'My Loans' },
  { path: '/MyAccountPage', title: 'My Account' },
  { path: '/KycVerificationPage', title: 'KYC Verification' },
  { path: '/NextOfKinForm', title: 'Next of Kin' },
  { path: '/ManagePassword', title: 'Manage Password' },
  { path: '/ActivitiesPage', title: 'Recent Activities' },
  { path: '/NewTicket', title: 'New Ticket' },
  { path: '/TicketHistory', title: 'Ticket History' },
  { path: '/Helpdesk', title: 'Helpdesk' },
];
