import type { ComponentProps } from 'react';
import { TextAreaField } from '../../../components/ui/text-field';

/** The optional "details" of a transfer: the reason, shown to the customer on the receipt. */
export function DetailsField(props: Omit<ComponentProps<typeof TextAreaField>, 'label'>) {
  return (
    <TextAreaField
      label="Details (reason, optional)"
      className="form-columns__wide"
      rows={2}
      maxLength={500}
      {...props}
    />
  );
}
