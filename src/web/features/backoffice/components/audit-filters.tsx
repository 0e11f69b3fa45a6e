import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterBar } from '../../../components/ui/filter-bar';
import { TextField } from '../../../components/ui/text-field';
import { noAuditFilters, type AuditFilters } from '../api/use-audit';
import { AUDIT_ACTIONS, backofficeTexts } from '../backoffice-texts';

type AuditFiltersProps = { value: AuditFilters; onApply: (filters: AuditFilters) => void };

/** Typed filters apply together on "Apply filters", so the log is not reloaded at every keystroke. */
export function AuditFiltersForm({ value, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState<AuditFilters>(value);
  const [badRange, setBadRange] = useState(false);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([key, text]) => [key, text.trim()]),
    ) as AuditFilters;
    const wrong = Boolean(trimmed.from && trimmed.to && trimmed.from > trimmed.to);
    setBadRange(wrong);
    if (!wrong) onApply(trimmed);
  };
  const clear = () => {
    setDraft(noAuditFilters);
    setBadRange(false);
    onApply(noAuditFilters);
  };

  return (
    <FilterBar
      label="Filter the audit log"
      onSubmit={submit}
      actions={
        <>
          <Button type="submit">Apply filters</Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </>
      }
    >
      <TextField label="Actor" placeholder="Email or id" value={draft.actor} onChange={set('actor')} />
      <TextField
        label="Action"
        placeholder="e.g. credit"
        list="bo-audit-actions"
        value={draft.action}
        onChange={set('action')}
      />
      <datalist id="bo-audit-actions">
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <TextField label="Target" placeholder="Id" value={draft.target} onChange={set('target')} />
      <TextField label="From date" type="date" value={draft.from} onChange={set('from')} />
      <TextField
        label="To date"
        type="date"
        value={draft.to}
        onChange={set('to')}
        error={badRange ? backofficeTexts.badRange : undefined}
      />
    </FilterBar>
  );
}
