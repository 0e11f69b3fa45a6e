import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';

/** A field's registration and its validation message, spread onto a kit field in one go: `{...field('email')}`. */
export type BoundField<N extends string = string> = UseFormRegisterReturn<N> & { error?: string };

export type FieldBinder<T extends FieldValues> = <N extends FieldPath<T>>(
  name: N,
  options?: RegisterOptions<T, N>,
) => BoundField<N>;

/**
 * Binds a form's fields to react-hook-form: each kit field gets its registration and its message, and the
 * form re-renders when that message changes (formState is passed so its errors are subscribed to).
 */
export function bindFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
): FieldBinder<T> {
  return (name, options) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
