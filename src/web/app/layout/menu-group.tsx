import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ChevronIcon } from '../../components/ui/icons';
import { subgroupHolds, type MenuGroup as Group, type MenuLink } from './menu-items';

type LinkListProps = {
  id: string;
  links: MenuLink[];
  hidden: boolean;
  onNavigate: () => void;
  children?: ReactNode;
};

function LinkList({ id, links, hidden, onNavigate, children }: LinkListProps) {
  return (
    <ul id={id} className="plain-list side-menu__sublist" hidden={hidden}>
      {links.map((link) => (
        <li key={`${link.label}-${link.to}`}>
          <NavLink
            className="bare-button spread side-menu__link side-menu__link--sub"
            to={link.to}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

type ToggleProps = {
  label: string;
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  nested?: boolean;
};

function GroupToggle({ label, controls, expanded, onToggle, nested = false }: ToggleProps) {
  return (
    <button
      type="button"
      className={`bare-button spread side-menu__toggle${nested ? ' side-menu__toggle--nested' : ''}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span>{label}</span>
      <ChevronIcon className="chevron" size={18} />
    </button>
  );
}

type MenuGroupProps = {
  group: Group;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  path: string;
};

/** One collapsible group of the side menu, with its optional nested group (My Account → Security). */
export function MenuGroup({ group, open, onToggle, onNavigate, path }: MenuGroupProps) {
  const [subOpen, setSubOpen] = useState(() => subgroupHolds(group, path));
  const listId = `menu-group-${group.id}`;
  const sub = group.subgroup;
  return (
    <li className="side-menu__group">
      <GroupToggle label={group.label} controls={listId} expanded={open} onToggle={onToggle} />
      <LinkList id={listId} links={group.links} hidden={!open} onNavigate={onNavigate}>
        {sub ? (
          <li className="side-menu__group side-menu__group--nested">
            <GroupToggle
              label={sub.label}
              controls={`menu-group-${sub.id}`}
              expanded={subOpen}
              onToggle={() => setSubOpen((value) => !value)}
              nested
            />
            <LinkList
              id={`menu-group-${sub.id}`}
              links={sub.links}
              hidden={!subOpen}
              onNavigate={onNavigate}
            />
          </li>
        ) : null}
      </LinkList>
    </li>
  );
}
