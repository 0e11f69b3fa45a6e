import type { RefObject } from 'react';
import { BRAND_NAME } from '../../../shared/constants';
import { MenuIcon } from '../../components/ui/icons';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { NotificationButtons } from '../../features/notifications/components/notification-buttons';
import { Avatar } from './avatar';

type TopBarProps = {
  title?: string;
  firstName?: string;
  lastName?: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
};

/** Title, the mail and bell buttons (unread count; either opens the notifications) and the avatar. */
export function TopBar({
  title = BRAND_NAME,
  firstName,
  lastName,
  menuOpen,
  onOpenMenu,
  menuButtonRef,
}: TopBarProps) {
  return (
    <header className="top-bar">
      <button
        ref={menuButtonRef}
        type="button"
        className="icon-button top-bar__menu"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </button>
      <p className="top-bar__title min-w-0 nowrap text-lg bold">{title}</p>
      <div className="cluster gap-1">
        <ThemeToggle />
        <NotificationButtons />
        <Avatar firstName={firstName} lastName={lastName} />
      </div>
    </header>
  );
}
