import { Box, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ProductControl } from './product-form-schema';

const TIPS = [
  ['first', 'First'],
  ['second', 'Second'],
  ['third', 'Third'],
] as const;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Who sees the product and how, the campaign settings, and the tips shown after a download. */
export function ProductSettingsFields({ control, disabled }: { control: ProductControl; disabled: boolean }) {
  const isCampaign = useWatch({ control, name: 'is_campaign' });
  return (
    <Stack spacing={2}>
      <Box sx={twoColumns}>
        <FormSwitch
          control={control}
          name="is_draft"
          label="Draft"
          hint="Only admins see a draft."
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="is_gated"
          label="Gated"
          hint="Members with gated access see it, but not its files."
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="request_more_info"
          label="Request more info"
          hint="Offers members a button to ask for more information."
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="is_campaign"
          label="Campaign"
          hint="Brings associated products together."
          disabled={disabled}
        />
      </Box>
      {isCampaign && <FormTextField control={control} name="campaign_type" label="Campaign type" disabled={disabled} />}
      <Typography variant="subtitle2" component="h4">
        Tips shown after a download
      </Typography>
      {TIPS.map(([key, word]) => (
        <Box key={key} sx={twoColumns}>
          <FormTextField
            control={control}
            name={`${key}_tip_success_title`}
            label={`${word} tip title`}
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name={`${key}_tip_success_description`}
            label={`${word} tip text`}
            multiline
            disabled={disabled}
          />
        </Box>
      ))}
    </Stack>
  );
}
