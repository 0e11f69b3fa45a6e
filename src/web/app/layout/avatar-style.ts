/* Dark enough for white initials to pass WCAG AA contrast on every entry. */
const palette = ['#1d4ed8', '#047857', '#b91c1c', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#4338ca'];
const fallbackColour = '#475569';

export function initialsOf(firstName?: string, lastName?: string): string {
  const initials = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return initials || 'U';
}

/** The same first letter always gets the same colour. */
export function avatarColour(firstName?: string): string {
  const letter = firstName?.trim().charAt(0).toUpperCase() ?? '';
  if (!letter) return fallbackColour;
  return palette[letter.charCodeAt(0) % palette.length] ?? fallbackColour;
}
