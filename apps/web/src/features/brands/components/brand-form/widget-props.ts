import type { Field } from '@stockroom/contract';
import type { Control } from 'react-hook-form';
import type { FormValues } from './form-values';

/** What every widget of the generated form receives. */
export interface WidgetProps {
  control: Control<FormValues>;
  /** The input's name in the form (see form-values.ts). */
  name: string;
  field: Field;
  /** The field's label, or its name when it has none. */
  label: string;
  disabled?: boolean;
}
