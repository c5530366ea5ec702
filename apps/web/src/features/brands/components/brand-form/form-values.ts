import type { Field } from '@stockroom/contract';

/**
 * react-hook-form reads `.` and `[…]` in a name as a path, and brand keys may hold both
 * (`contact[phone]`), so each input is named after its field's position and mapped back here.
 */
export type FormValues = Record<string, string>;

export const inputName = (index: number) => `f${index}`;

/** The form's values for the fields, from the brand's values by key. */
export function toFormValues(fields: Field[], values: Record<string, string>): FormValues {
  return Object.fromEntries(fields.map((field, index) => [inputName(index), values[field.name ?? ''] ?? '']));
}

/** The brand's values with the form's typed over them: keys no field shows are kept as they were. */
export function toBrandValues(fields: Field[], form: FormValues, initial: Record<string, string>) {
  const values = { ...initial };
  fields.forEach((field, index) => {
    if (field.name) values[field.name] = form[inputName(index)] ?? '';
  });
  return values;
}

/** Only the keys whose value changed since `baseline`; an emptied value is null, which removes the key. */
export function changedKeys(fields: Field[], form: FormValues, baseline: FormValues): Record<string, string | null> {
  const patch: Record<string, string | null> = {};
  fields.forEach((field, index) => {
    const name = inputName(index);
    const value = form[name] ?? '';
    if (field.name && value !== (baseline[name] ?? '')) patch[field.name] = value === '' ? null : value;
  });
  return patch;
}
