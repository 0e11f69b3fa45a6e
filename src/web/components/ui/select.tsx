import { useId, type ComponentProps, type ReactNode } from 'react';

type SelectProps = ComponentProps<'select'> & {
  label: string;
  /** The choices, when they are plain values (children still work for richer options). */
  options?: ReadonlyArray<string | { value: string; label: string }>;
  /** A first option with an empty value, e.g. "All accounts". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled select with its hint and validation message tied to it, like TextField. */
export function Select(props: SelectProps) {
  const { label, error, hint, id, options, placeholder, children, ...selectProps } = props;
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const describedBy =
    [hint ? `${selectId}-hint` : null, error ? `${selectId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {children}
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) =>
          typeof option === 'string' ? (
            <option key={option}>{option}</option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
      {hint ? (
        <p id={`${selectId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${selectId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
