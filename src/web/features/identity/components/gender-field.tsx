import type { ComponentProps } from 'react';
import { GENDERS } from '../../../../shared/schemas/identity';
import { Select } from '../../../components/ui/select';

/** Gender of the next of kin: Male (the default), Female or Other. */
export function GenderField(props: Omit<ComponentProps<typeof Select>, 'label' | 'options'>) {
  return <Select label="Gender" options={GENDERS} {...props} />;
}
