import { messages } from '../../../../shared/messages';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { ScheduleChoice } from '../use-schedule-choice';

type StandingOrderFieldsProps = {
  choice: ScheduleChoice;
  onChange: (changes: Partial<ScheduleChoice>) => void;
};

/** The option to send this transfer on a schedule instead of now: a check box that opens its dates. */
export function StandingOrderFields({ choice, onChange }: StandingOrderFieldsProps) {
  const repeats = choice.frequency !== 'once';
  return (
    <fieldset className="plain-fieldset stack-sm form-columns__wide">
      <label className="checkbox-line">
        <input
          type="checkbox"
          checked={choice.enabled}
          onChange={(e) => onChange({ enabled: e.target.checked })}
        />{' '}
        {messages.standingOrders.makeStanding}
      </label>
      {choice.enabled ? (
        <div className="columns form-columns">
          <Select
            label="Repeats"
            value={choice.frequency}
            onChange={(e) => onChange({ frequency: e.target.value as ScheduleChoice['frequency'] })}
            options={[
              { value: 'once', label: 'Once, on a date' },
              { value: 'weekly', label: 'Every week' },
              { value: 'monthly', label: 'Every month' },
            ]}
          />
          <TextField
            label="First payment date"
            type="date"
            value={choice.firstDate}
            onChange={(e) => onChange({ firstDate: e.target.value })}
          />
          {repeats ? (
            <>
              <TextField
                label="End date (optional)"
                type="date"
                value={choice.endDate}
                onChange={(e) => onChange({ endDate: e.target.value })}
              />
              <TextField
                label="Number of payments (optional)"
                inputMode="numeric"
                value={choice.count}
                onChange={(e) => onChange({ count: e.target.value.replace(/\D/g, '') })}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
