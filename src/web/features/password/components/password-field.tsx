import { useState, type ComponentProps } from 'react';
import { Field } from '../../../components/ui/field';
import { EyeIcon } from '../../../components/ui/icons';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/**
 * A labelled password input with a show/hide toggle. The toggle keeps one name ("Show new password") and
 * reports its state with aria-pressed, so a screen reader says "Show new password, pressed".
 */
export function PasswordField({ label, id, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} id={id}>
      {(control) => (
        <div className="relative">
          <input
            className="field__input password-field__input"
            type={visible ? 'text' : 'password'}
            spellCheck={false}
            autoCapitalize="off"
            {...control}
            {...inputProps}
          />
          <button
            type="button"
            className="icon-button rounded password-field__toggle"
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}
