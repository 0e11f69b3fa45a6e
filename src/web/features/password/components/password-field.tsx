import { useId, useState, type ComponentProps } from 'react';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/**
 * A labelled password input with a show/hide toggle. The toggle keeps one name ("Show new password") and
 * reports its state with aria-pressed, so a screen reader says "Show new password, pressed".
 */
export function PasswordField({ label, id, ...inputProps }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={inputId}
          className="field__input password-field__input"
          type={visible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          {...inputProps}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
