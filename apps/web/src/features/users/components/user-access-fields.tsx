import { Autocomplete, Stack, TextField } from '@mui/material';
import { type Group, MEMBERSHIP } from '@stockroom/contract';
import { type Control, Controller } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/form-switch';
import type { BrandOption } from '../api/brand-options';
import { BrandPicker } from './brand-picker';
import { STATUS_OPTIONS } from './membership';
import type { UserFormValues } from './user-form-schema';

interface UserAccessFieldsProps {
  control: Control<UserFormValues, unknown, UserFormValues>;
  groups: readonly Group[];
  /** The status the user has now; an existing account cannot go back to e-mail pending. */
  currentStatus?: number;
  /** The brand the user is linked to now. */
  currentBrand: BrandOption | null;
  disabled: boolean;
}

/** What a user may do: membership status, groups, the brand they edit and the administrator flag. */
export function UserAccessFields({ control, groups, currentStatus, currentBrand, disabled }: UserAccessFieldsProps) {
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="membership_status"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Status"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {STATUS_OPTIONS.map(({ value, label }) => (
              <option
                key={value}
                value={value}
                disabled={
                  value === MEMBERSHIP['email-pending'] &&
                  currentStatus !== undefined &&
                  currentStatus !== MEMBERSHIP['email-pending']
                }
              >
                {label}
              </option>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="groups"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={groups}
            value={groups.filter((group) => field.value.includes(group.id))}
            onChange={(_event, chosen) => field.onChange(chosen.map((group) => group.id))}
            onBlur={field.onBlur}
            getOptionLabel={(group) => group.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterSelectedOptions
            disabled={disabled}
            noOptionsText={groups.length === 0 ? 'There are no groups yet' : 'No other groups'}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Groups"
                name={field.name}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? 'Groups decide which content providers the user sees.'}
              />
            )}
          />
        )}
      />
      <BrandPicker control={control} current={currentBrand} disabled={disabled} />
      <FormSwitch control={control} name="is_admin" label="Administrator" disabled={disabled} />
    </Stack>
  );
}
