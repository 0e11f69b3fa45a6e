/** The side menu of SPEC.md §2, labels and paths exactly as written there. */
export type MenuLink = { label: string; to: string };

export type MenuGroup = {
  id: string;
  label: string;
  links: MenuLink[];
  subgroup?: { id: string; label: string; links: MenuLink[] };
};

export type MenuEntry = { kind: 'link'; link: MenuLink } | { kind: 'group'; group: MenuGroup };

/** `['Label', '/Path']` pairs as menu links. */
const links = (...pairs: Array<[label: string, to: string]>): MenuLink[] =>
  pairs.map(([label, to]) => ({ label, to }));

const link = (label: string, to: string): MenuEntry => ({ kind: 'link', link: { label, to } });

const group = (
  id: string,
  label: string,
  groupLinks: MenuLink[],
  subgroup?: MenuGroup['subgroup'],
): MenuEntry => ({
  kind: 'group',
  group: { id, label, links: groupLinks, ...(subgroup ? { subgroup } : {}) },
});

export const menuEntries: MenuEntry[] = [
  link('Dashboard', '/dashboard'),
  group('deposit', 'Deposit Money', links(['Check Deposit', '/ChequeDeposit'])),
  group(
    'transfer',
    'Transfer Money',
    links(
      ['Local Transfer', '/LocalTransfer'],
      ['Wire Transfer', '/InternationalTransfer'],
      ['Payees', '/Payees'],
      ['Standing Orders', '/StandingOrders'],
    ),
  ),
  group('cards', 'Credit Cards', links(['Apply New', '/Cards'])),
  group('loans', 'Loan/Mortgages', links(['New Loans', '/LoanRequest'], ['My Loans', '/Myloans'])),
  link('Bank Statement', '/HistoryPage'),
  group(
    'account',
    'My Account',
    links(
      ['Profile', '/MyAccountPage'],
      ['KYC', '/KycVerificationPage'],
      ['Next of Kin', '/NextOfKinForm'],
      ['Alerts', '/Alerts'],
      ['Statements', '/Statements'],
    ),
    {
      id: 'security',
      label: 'Security',
      links: links(
        ['Password', '/ManagePassword'],
        ['Pincode', '/ManagePin'],
        ['Activities', '/ActivitiesPage'],
        ['Report', '/NewTicket'],
        ['Two-step sign-in', '/Security'],
      ),
    },
  ),
  group(
    'help',
    'Need Help',
    links(['New Tickets', '/NewTicket'], ['View Ticket', '/TicketHistory'], ['Help Desk', '/Helpdesk']),
  ),
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
