import { Box, Stack } from '@mui/material';
import { CURRENCIES, PRICE_INTERVALS } from '@stockroom/contract';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ProductControl } from './product-form-schema';
import { INTERVAL_LABELS } from './product-price';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency.toUpperCase() }));
const INTERVAL_OPTIONS = PRICE_INTERVALS.map((interval) => ({ value: interval, label: INTERVAL_LABELS[interval] }));

/** Whether members who see the product locked can subscribe to it, and at what price. */
export function ProductPriceFields({ control, disabled }: { control: ProductControl; disabled: boolean }) {
  const forSale = useWatch({ control, name: 'price_for_sale' });
  return (
    <Stack spacing={2}>
      <FormSwitch
        control={control}
        name="price_for_sale"
        label="For sale"
        hint="Members who see this gated product locked can subscribe to unlock it."
        disabled={disabled}
      />
      {forSale && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="price_amount"
            label="Amount"
            hint="For example 19.99"
            autoComplete="off"
            required
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormSelectField
            control={control}
            name="price_currency"
            label="Currency"
            options={CURRENCY_OPTIONS}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="price_interval"
            label="Billed"
            options={INTERVAL_OPTIONS}
            disabled={disabled}
          />
        </Box>
      )}
    </Stack>
  );
}
