/** The side menu of SPEC.md §2, labels and paths exactly as written there. */
export type MenuLink = { label: string; to: string };

export type MenuGroup = {
  id: string;
  label: string;
  links: MenuLink[];
  subgroup?: { id: string; label: string; links: MenuLink[] };
};

export type MenuEntry = { kind: 'link'; link: MenuLink } | { kind: 'group'; group: MenuGroup };

export const menuEntries: MenuEntry[] = [
  { kind: 'link', link: { label: 'Dashboard', to: '/dashboard' } },
  {
    kind: 'group',
    group: {
      id: 'deposit',
      label: 'Deposit Money',
      links: [{ label: 'Check Deposit', to: '/ChequeDeposit' }],
    },
  },
  {
    kind: 'group',
    group: {
      id: 'transfer',
      label: 'Transfer Money',
      links: [
        { label: 'Local Transfer', to: '/LocalTransfer' },
        { label: 'Wire Transfer', to: '/InternationalTransfer' },
        { label: 'Payees', to: '/Payees' },
        { label: 'Standing Orders', to: '/StandingOrders' },
      ],
    },
  },
  {
    kind: 'group',
    group: { id: 'cards', label: 'Credit Cards', links: [{ label: 'Apply New', to: '/Cards' }] },
  },
  {
    kind: 'group',
    group: {
      id: 'loans',
      label: 'Loan/Mortgages',
      links: [
        { label: 'New Loans', to: '/LoanRequest' },
        { label: 'My Loans', to: '/Myloans' },
      ],
    },
  },
  { kind: 'link', link: { label: 'Bank Statement', to: '/HistoryPage' } },
  {
    kind: 'group',
    group: {
      id: 'account',
      label: 'My Account',
      links: [
        { label: 'Profile', to: '/MyAccountPage' },
        { label: 'KYC', to: '/KycVerificationPage' },
        { label: 'Next of Kin', to: '/NextOfKinForm' },
        { label: 'Alerts', to: '/Alerts' },
      ],
      subgroup: {
        id: 'security',
        label: 'Security',
        links: [
          { label: 'Password', to: '/ManagePassword' },
          { label: 'Pincode', to: '/ManagePin' },
          { label: 'Activities', to: '/ActivitiesPage' },
          { label: 'Report', to: '/NewTicket' },
          { label: 'Two-step sign-in', to: '/Security' },
        ],
      },
    },
  },
  {
    kind: 'group',
    group: {
      id: 'help',
      label: 'Need Help',
      links: [
        { label: 'New Tickets', to: '/NewTicket' },
        { label: 'View Ticket', to: '/TicketHistory' },
        { label: 'Help Desk', to: '/Helpdesk' },
      ],
    },
  },
];

function groupHas(group: MenuGroup, path: string): boolean {
  const links = [...group.links, ...(group.subgroup?.links ?? [])];
  return links.some((link) => link.to.toLowerCase() === path.toLowerCase());
}

/** The group to show open when a page is opened directly: the first one holding the current path. */
export function groupOf(path: string): string | null {
  for (const entry of menuEntries) {
    if (entry.kind === 'group' && groupHas(entry.group, path)) return entry.group.id;
  }
  return null;
}

export function subgroupHolds(group: MenuGroup, path: string): boolean {
  return group.subgroup?.links.some((link) => link.to.toLowerCase() === path.toLowerCase()) ?? false;
}
