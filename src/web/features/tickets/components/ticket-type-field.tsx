import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/select';

type TicketTypeFieldProps = Omit<ComponentProps<typeof Select>, 'label' | 'options'> & {
  types: readonly string[];
};

/** The ticket type select: the spec's four types, with no type chosen until the customer picks one. */
export function TicketTypeField({ types, ...props }: TicketTypeFieldProps) {
  return (
    <Select label="Ticket type" options={types} {...props}>
      <option value="" disabled>
        Select a type
      </option>
    </Select>
  );
}
