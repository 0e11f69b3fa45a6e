import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

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
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select className="field__input" {...control} {...selectProps}>
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
      )}
    </Field>
  );
}
