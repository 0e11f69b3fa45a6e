import { useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BRAND_NAME } from '../../../shared/constants';
import { CloseIcon, VaultLogo } from '../../components/ui/icons';
import { signOut } from '../../lib/sign-out';
import { MenuGroup } from './menu-group';
import { groupOf, menuEntries } from './menu-items';

type SideMenuProps = {
  open: boolean;
  onClose: () => void;
  onNavigate: () => void;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The customer navigation. Always shown from the large breakpoint (1024 px) up; below it, a drawer
 * opened from the top bar. Only one top-level group is open at a time.
 */
export function SideMenu({ open, onClose, onNavigate, closeButtonRef }: SideMenuProps) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(pathname));
  const [signingOut, setSigningOut] = useState(false);

  const toggle = (id: string) => setOpenGroup((current) => (current === id ? null : id));
  const handleSignOut = () => {
    setSigningOut(true);
    void signOut();
  };

  return (
    <nav id="side-menu" className={`side-menu${open ? ' side-menu--open' : ''}`} aria-label="Main menu">
      <div className="spread side-menu__header">
        <NavLink to="/dashboard" className="brand side-menu__brand text-lg" onClick={onNavigate}>
          <VaultLogo className="brand-logo" size={30} />
          <span>{BRAND_NAME}</span>
        </NavLink>
        <button
          ref={closeButtonRef}
          type="button"
          className="icon-button icon-button--sm rounded side-menu__close"
          aria-label="Close menu"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="plain-list side-menu__list">
        {menuEntries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.link.to}>
              <NavLink className="bare-button spread side-menu__link" to={entry.link.to} onClick={onNavigate}>
                {entry.link.label}
              </NavLink>
            </li>
          ) : (
            <MenuGroup
              key={entry.group.id}
              group={entry.group}
              open={openGroup === entry.group.id}
              onToggle={() => toggle(entry.group.id)}
              onNavigate={onNavigate}
              path={pathname}
            />
          ),
        )}
        <li className="mt-3 side-menu__signout">
          <button
            type="button"
            className="bare-button spread side-menu__toggle"
            onClick={handleSignOut}
            disabled={signingOut}
          >
            {signingOut ? 'Signing out…' : 'Sign Out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
