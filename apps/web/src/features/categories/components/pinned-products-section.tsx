import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Autocomplete, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { Category } from '@stockroom/contract';
import { useId, useState } from 'react';
import { useDialog } from '../../../components/layout/dialog-area';
import { PinnedProductsEditor } from './pinned-products-editor';

/** Under the categories table: choose a category and order the products its page shows first. */
export function PinnedProductsSection({ categories }: { categories: readonly Category[] | undefined }) {
  const { openDialog } = useDialog();
  const [chosenId, setChosenId] = useState('');
  const headingId = useId();
  const chosen = categories?.find((category) => category.id === chosenId);
  if (!categories || categories.length === 0) return null;

  const open = (category: Category) =>
    openDialog({
      title: `Pinned products of “${category.name}”`,
      content: <PinnedProductsEditor category={category} />,
      actions: () => null,
    });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mt: 3, p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Pinned products
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A category’s page lists its pinned products first, in the order set here.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          options={categories}
          value={chosen ?? null}
          onChange={(_event, category) => setChosenId(category?.id ?? '')}
          getOptionLabel={(category) => category.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          size="small"
          sx={{ minWidth: 240 }}
          renderInput={(params) => <TextField {...params} label="Category" />}
        />
        <Button
          variant="outlined"
          startIcon={<PushPinOutlinedIcon />}
          disabled={!chosen}
          onClick={() => chosen && open(chosen)}
        >
          Edit pinned products
        </Button>
      </Stack>
    </Paper>
  );
}
