import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { PERMISSION, PERMISSIONS, type Permission, permissionName } from '@stockroom/contract';
import { useId } from 'react';

export interface ProviderOption {
  id: string;
  name: string;
}

export interface ProviderPermission {
  id: string;
  permission: number;
}

export interface ProviderPermissionsFieldProps {
  /** One row per provider, in the order given. */
  providers: readonly ProviderOption[];
  /** The chosen permissions; a provider missing here reads as "No". */
  value: readonly ProviderPermission[];
  onChange: (value: ProviderPermission[]) => void;
  /** The legend of the whole field, e.g. "Content providers". */
  label: string;
  /**
   * Keep "No" as an entry with permission 0 (a group's permissions). Without it, "No" means the
   * provider is not linked and its entry is left out of the value (categories and tags).
   */
  allowNo?: boolean;
  disabled?: boolean;
  /** An error for the whole field; replaces `helperText`. */
  error?: string;
  helperText?: string;
}

const OPTION_LABELS = { no: 'No', gated: 'Gated', yes: 'Yes' } as const;

/** The value with one provider's permission set; entries for other providers keep their place. */
export function withPermission(
  value: readonly ProviderPermission[],
  id: string,
  permission: Permission,
  allowNo = false,
): ProviderPermission[] {
  if (permission === PERMISSION.no && !allowNo) return value.filter((entry) => entry.id !== id);
  if (!value.some((entry) => entry.id === id)) return [...value, { id, permission }];
  return value.map((entry) => (entry.id === id ? { id, permission } : entry));
}

/**
 * A no / gated / yes choice for each content provider (DESIGN §1.3). Each row is a radio group
 * named "<provider> permission": Tab reaches it, the arrow keys change the choice.
 */
export function ProviderPermissionsField({
  providers,
  value,
  onChange,
  label,
  allowNo = false,
  disabled = false,
  error,
  helperText,
}: ProviderPermissionsFieldProps) {
  const legendId = useId();
  const note = error ?? helperText;

  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      disabled={disabled}
      sx={{ width: '100%', minWidth: 0 }}
    >
      <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {providers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          There are no content providers yet.
        </Typography>
      )}
      {providers.map((provider) => {
        const current = value.find((entry) => entry.id === provider.id)?.permission ?? PERMISSION.no;
        return (
          <Box
            key={provider.id}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              gap: { sm: 2 },
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} aria-hidden>
              {provider.name}
            </Typography>
            <RadioGroup
              row
              aria-label={`${provider.name} permission`}
              name={`${legendId}-${provider.id}`}
              value={permissionName(current)}
              onChange={(_event, next) => {
                const permission = PERMISSIONS.indexOf(next as (typeof PERMISSIONS)[number]);
                if (permission >= 0) onChange(withPermission(value, provider.id, permission as Permission, allowNo));
              }}
              sx={{ flexWrap: 'nowrap' }}
            >
              {PERMISSIONS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio size="small" />}
                  label={OPTION_LABELS[option]}
                  sx={{ mr: 1.5 }}
                />
              ))}
            </RadioGroup>
          </Box>
        );
      })}
      {note && <FormHelperText>{note}</FormHelperText>}
    </FormControl>
  );
}
