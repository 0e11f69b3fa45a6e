import { Link } from 'react-router';
import { avatarColour, initialsOf } from './avatar-style';

/** The round avatar in the top bar, linking to the profile. */
export function Avatar({ firstName, lastName }: { firstName?: string; lastName?: string }) {
  return (
    <Link
      to="/MyAccountPage"
      className="avatar"
      style={{ backgroundColor: avatarColour(firstName) }}
      aria-label="My account"
      title="My account"
    >
      <span className="avatar__initials" aria-hidden="true">
        {initialsOf(firstName, lastName)}
      </span>
    </Link>
  );
}
