import type { Role } from '../../shared/constants';
import { THEME_KEY } from './theme';

/**
 * What the browser remembers about the signed-in user. The session itself is an HttpOnly cookie
 * that scripts cannot read; these entries only drive convenience guards and must never be trusted.
 */
const USER_ID_KEY = 'userId';
const ROLE_KEY = 'role';
const USER_KEY = 'user';

export function rememberSignIn(userId: string, role: Role): void {
  localStorage.setItem(USER_ID_KEY, userId);
  localStorage.setItem(ROLE_KEY, role);
  localStorage.setItem(USER_KEY, JSON.stringify({ _id: userId, role }));
}

export function storedRole(): string | null {
  return localStorage.getItem(ROLE_KEY);
}

export function storedUserId(): string | null {
  return localStorage.getItem(USER_ID_KEY);
}

export function forgetSignIn(): void {
  // The colour theme is the device's choice, not the user's: it outlives the session.
  const theme = localStorage.getItem(THEME_KEY);
  localStorage.clear();
  if (theme) localStorage.setItem(THEME_KEY, theme);
  sessionStorage.clear();
}
