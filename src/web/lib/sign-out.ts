import { apiRequest } from './api-client';
import { forgetSignIn } from './session-storage';

/** Ends the server session; a failure (already signed out, offline) must not keep the user signed in here. */
export async function endServerSession(): Promise<void> {
  try {
    await apiRequest('/users/logout', { method: 'POST', body: {} });
  } catch {
    // The cookie may already be gone; the local state is cleared regardless.
  }
}

/** Sign Out: end the session, forget everything stored, go to / and load the page afresh. */
export async function signOut(): Promise<void> {
  await endServerSession();
  forgetSignIn();
  window.location.assign('/');
}
