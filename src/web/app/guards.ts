import { redirect } from 'react-router';
import { ApiError, isUnauthorized } from '../lib/api-client';
import { profileQuery } from '../lib/profile-query';
import { storedRole } from '../lib/session-storage';
import { queryClient } from './query-client';

/**
 * Customer pages: the server decides. A 401 from GET /users/profile sends the visitor to /;
 * any other failure lets the page show its own error state.
 */
export async function requireSignedIn(): Promise<null> {
  try {
    // fetchQuery (not ensureQueryData) asks the server again once the cached profile is stale, so a
    // session ended elsewhere (sign-out, disabled account) is noticed on the next navigation.
    await queryClient.fetchQuery(profileQuery);
  } catch (error) {
    if (isUnauthorized(error)) throw redirect('/');
  }
  return null;
}

/** The admin area needs the stored role admin and the server agreeing that this session is an admin. */
export async function requireAdmin(): Promise<null> {
  if (storedRole() !== 'admin') throw redirect('/admin/login');
  try {
    const profile = await queryClient.fetchQuery(profileQuery);
    if (profile.role !== 'admin') throw redirect('/admin/login');
  } catch (error) {
    if (error instanceof Response) throw error;
    // An administrator who has not enrolled a second factor yet: the shell shows the enrolment screen.
    if (error instanceof ApiError && error.code === 'mfa_enrollment_required') return null;
    throw redirect('/admin/login');
  }
  return null;
}
