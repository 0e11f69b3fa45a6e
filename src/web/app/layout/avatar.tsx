import { useState } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../lib/profile-query';
import { avatarColour, initialsOf } from './avatar-style';

const pictureStyle = { width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' } as const;

/** The round avatar in the top bar, linking to the profile. */
export function Avatar({ firstName, lastName }: { firstName?: string; lastName?: string }) {
  // The uploaded picture comes from the profile the shell has already loaded; initials stay the fallback.
  const avatarUrl = useProfile().data?.avatarUrl;
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const showPicture = Boolean(avatarUrl) && avatarUrl !== brokenUrl;
  return (
    <Link
      to="/MyAccountPage"
      className="icon-button icon-button--sm avatar text-sm bold"
      style={{ backgroundColor: avatarColour(firstName) }}
      aria-label="My account"
      title="My account"
    >
      {showPicture ? (
        <img src={avatarUrl!} alt="" style={pictureStyle} onError={() => setBrokenUrl(avatarUrl!)} />
      ) : (
        <span className="avatar__initials" aria-hidden="true">
          {initialsOf(firstName, lastName)}
        </span>
      )}
    </Link>
  );
}
