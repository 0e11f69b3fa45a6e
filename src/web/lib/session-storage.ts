import type { Role } from '../../shared/constants';

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
  localStorage.clear();
  sessionStorage.clear();
}
