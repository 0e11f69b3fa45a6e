/** The accessible names of the top bar's buttons, with the unread count when there is one. */
export function unreadLabel(name: string, unread: number): string {
  if (unread <= 0) return name;
  return `${name}, ${unread} unread`;
}

/** The badge shows at most two digits so it never outgrows the icon. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
