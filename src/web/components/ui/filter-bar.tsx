import type { FormEvent, ReactNode } from 'react';
import './filter-bar.css';

type FilterBarProps = {
  /** The group's accessible name, e.g. "Filter transactions". */
  label: string;
  children: ReactNode;
  /** Clear (and Apply) buttons, after the fields. */
  actions: ReactNode;
  /** Filters that apply together on submit make a named form; without it each change applies at once. */
  onSubmit?: (event: FormEvent) => void;
};

/** A row of filter fields that wraps on a phone; each field keeps its own label. */
export function FilterBar({ label, children, actions, onSubmit }: FilterBarProps) {
  if (onSubmit) {
    return (
      <form
        className="plain-fieldset grid gap-3 filter-bar"
        onSubmit={onSubmit}
        noValidate
        aria-label={label}
      >
        {children}
        {/* Filters that apply together get their buttons on a row of their own below the fields. */}
        <div className="row-wrap full-row">{actions}</div>
      </form>
    );
  }
  return (
    <fieldset className="plain-fieldset grid gap-3 filter-bar">
      <legend className="visually-hidden">{label}</legend>
      {children}
      <div className="filter-bar__actions">{actions}</div>
    </fieldset>
  );
}
