import { Button, DialogActions, DialogContent, Divider, Stack } from '@mui/material';
import { FormDialog } from '../../../../components/admin/form-dialog';
import { ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { brandValues } from '../../api/brand-key-swap';
import { useCreateBrandMutation } from '../../api/create-brand';
import { useBrand } from '../../api/get-brand';
import { useBrandFields } from '../../api/list-fields';
import { useBrandSections } from '../../api/list-sections';
import { useUpdateBrandMutation } from '../../api/update-brand';
import { BrandValuesForm } from '../brand-form/brand-values-form';
import { brandName } from './brand-columns';
import { BrandMembers } from './brand-members';

/** 'new', or the id of the brand to edit. */
export type BrandTarget = string;
export const NEW_BRAND = 'new';

const NO_VALUES: Record<string, string> = {};

/** The brand form, from the admin's sections and fields, for a new brand or an existing one. */
function BrandEditor({ target, onClose }: { target: BrandTarget; onClose: () => void }) {
  const id = target === NEW_BRAND ? null : target;
  const fields = useBrandFields();
  const sections = useBrandSections();
  const brand = useBrand(id);
  const create = useCreateBrandMutation();
  const update = useUpdateBrandMutation();
  const reads = [fields, sections, ...(id ? [brand] : [])];
  const failed = reads.find((read) => read.isError);

  if (failed || !fields.data || !sections.data || (id && !brand.data)) {
    return (
      <DialogContent>
        {failed ? (
          <ErrorState error={failed.error} onRetry={() => reads.forEach((read) => void read.refetch())} />
        ) : (
          <LoadingState label="Loading the brand" />
        )}
      </DialogContent>
    );
  }

  const onSubmit = async (patch: Record<string, string | null>) => {
    if (id) {
      const saved = await update.mutateAsync({ id, patch });
      showSnackbar(`Brand “${brandName(saved)}” saved`);
    } else {
      // A new brand has nothing to remove: a cleared value is simply not sent.
      const values = Object.fromEntries(
        Object.entries(patch).filter((entry): entry is [string, string] => entry[1] !== null),
      );
      const created = await create.mutateAsync(values);
      showSnackbar(`Brand “${brandName(created)}” created`);
    }
    onClose();
  };

  return (
    <DialogContent>
      <Stack spacing={3} divider={<Divider flexItem />} sx={{ pt: 1 }}>
        <BrandValuesForm
          fields={fields.data}
          sections={sections.data}
          initialValues={brand.data ? brandValues(brand.data) : NO_VALUES}
          onSubmit={onSubmit}
          submitLabel={id ? 'Save brand' : 'Create brand'}
        />
        {id && <BrandMembers brandId={id} />}
      </Stack>
    </DialogContent>
  );
}

/** The dialog of one brand (full screen on a phone); what it shows is kept in the address. */
export function BrandDialog({ target, onClose }: { target: BrandTarget | null; onClose: () => void }) {
  const id = target && target !== NEW_BRAND ? target : null;
  const brand = useBrand(id);
  const title = (shown: BrandTarget | null) =>
    shown === NEW_BRAND ? 'New brand' : brand.data ? `Edit “${brandName(brand.data)}”` : 'Edit brand';
  return (
    <FormDialog target={target} onClose={onClose} maxWidth="md" title={title}>
      {(shown) => (
        <>
          <BrandEditor key={shown} target={shown} onClose={onClose} />
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </FormDialog>
  );
}
