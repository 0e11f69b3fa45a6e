import { useId } from 'react';
import { NavLink } from 'react-router';

type AdminNavLinkProps = { to: string; label: string; waiting?: number };

/**
 * One link of the admin bar with, when items wait in its queue, their number beside the name. The link's
 * name stays the page's name ("Loans"); the number is its description ("3 waiting") for a screen reader.
 */
export function AdminNavLink({ to, label, waiting }: AdminNavLinkProps) {
  const id = useId();
  const shown = waiting !== undefined && waiting > 0;
  return (
    <>
      <NavLink className="strong admin-bar__link" to={to} aria-describedby={shown ? id : undefined}>
        {label}
        {shown ? (
          <span className="admin-bar__count tabular" aria-hidden="true">
            {waiting > 99 ? '99+' : waiting}
          </span>
        ) : null}
      </NavLink>
      {shown ? (
        <span id={id} className="visually-hidden">
          {waiting} waiting
        </span>
      ) : null}
    </>
  );
}
