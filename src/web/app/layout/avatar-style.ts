/* Tokens --color-avatar-0…7 (styles/tokens.css): dark enough for white initials to pass WCAG AA contrast. */
const PALETTE_SIZE = 8;
const fallbackColour = 'var(--color-avatar-none)';

export function initialsOf(firstName?: string, lastName?: string): string {
  const initials = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return initials || 'U';
}

/** The same first letter always gets the same colour. */
export function avatarColour(firstName?: string): string {
  const letter = firstName?.trim().charAt(0).toUpperCase() ?? '';
  if (!letter) return fallbackColour;
  return `var(--color-avatar-${letter.charCodeAt(0) % PALETTE_SIZE})`;
}
