import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

type FrameProps = { label: string; error?: string; hint?: ReactNode };

/** A labelled input with its validation message tied to it for assistive technology. */
export function TextField(props: ComponentProps<'input'> & FrameProps) {
  const { label, error, hint, id, className, ...inputProps } = props;
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input className="field__input" {...control} {...inputProps} />}
    </Field>
  );
}

type TextAreaProps = ComponentProps<'textarea'> & FrameProps;

/** A labelled text area (details, a ticket's text, a reply), framed like TextField. */
export function TextAreaField(props: TextAreaProps) {
  const { label, error, hint, id, className, ...areaProps } = props;
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea className="field__input field__input--long" {...control} {...areaProps} />}
    </Field>
  );
}
