import type { ComponentProps } from 'react';
import { TextAreaField } from '../../../components/ui/text-field';

type InfoFieldProps = Omit<ComponentProps<typeof TextAreaField>, 'label'> & { limit: number; length: number };

/** The ticket's text, with a live count so the 2000-character limit is never a surprise. */
export function InfoField({ limit, length, ...props }: InfoFieldProps) {
  return (
    <TextAreaField
      label="Info"
      rows={6}
      maxLength={limit}
      hint={`Describe the problem or question (${length}/${limit} characters).`}
      {...props}
    />
  );
}
