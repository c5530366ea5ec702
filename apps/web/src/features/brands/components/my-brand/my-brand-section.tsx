import { Box, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { PRIVATE_TEXT } from '../../../../lib/recording-privacy';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { brandValues } from '../../api/brand-key-swap';
import { useBrand } from '../../api/get-brand';
import { useBrandFields } from '../../api/list-fields';
import { useBrandSections } from '../../api/list-sections';
import { useUpdateBrandMutation } from '../../api/update-brand';
import { BrandValuesForm } from '../brand-form/brand-values-form';
import { formBlocks } from '../brand-form/form-layout';
import { BrandPreviewCard } from './brand-preview-card';
import { ContrastChecks } from './contrast-checks';

const Heading = () => (
  <Typography id="my-brand-heading" variant="h5" component="h2">
    My brand
  </Typography>
);

/** "My brand" on /my-account: the member's company brand, its form, a live flyer preview and contrast checks. */
export function MyBrandSection({ brandId }: { brandId: string | null }) {
  return (
    <Stack component="section" aria-labelledby="my-brand-heading" spacing={2} {...PRIVATE_TEXT}>
      <Heading />
      {brandId ? (
        <MyBrandEditor brandId={brandId} />
      ) : (
        <Typography color="text.secondary">
          Your account is not linked to your company's brand yet. Your administrator links it; once they have, you can
          edit its logo, colours and contact details here.
        </Typography>
      )}
    </Stack>
  );
}

function MyBrandEditor({ brandId }: { brandId: string }) {
  const brand = useBrand(brandId);
  const fields = useBrandFields();
  const sections = useBrandSections();
  // One object per answer: the form takes a new one as new values from the server.
  const values = useMemo(() => (brand.data ? brandValues(brand.data) : null), [brand.data]);
  const failed = [brand, fields, sections].find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        error={failed.error}
        onRetry={() => {
          for (const query of [brand, fields, sections]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!brand.data || !values || !fields.data || !sections.data) return <LoadingState label="Loading your brand" />;
  return (
    <BrandEditor key={brand.data.id} brandId={brandId} values={values} fields={fields.data} sections={sections.data} />
  );
}

interface BrandEditorProps {
  brandId: string;
  values: Record<string, string>;
  fields: NonNullable<ReturnType<typeof useBrandFields>['data']>;
  sections: NonNullable<ReturnType<typeof useBrandSections>['data']>;
}

function BrandEditor({ brandId, values, fields, sections }: BrandEditorProps) {
  const update = useUpdateBrandMutation();
  const [typed, setTyped] = useState(values);
  // The preview lists the colours in the form's order.
  const ordered = useMemo(() => formBlocks(fields, sections).flatMap((block) => block.fields), [fields, sections]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <BrandValuesForm
        fields={fields}
        sections={sections}
        initialValues={values}
        submitLabel="Save brand"
        onValuesChange={setTyped}
        onSubmit={async (patch) => {
          await update.mutateAsync({ id: brandId, patch });
          showSnackbar('Brand saved');
        }}
      />
      <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <BrandPreviewCard fields={ordered} values={typed} />
        <ContrastChecks values={typed} />
      </Stack>
    </Box>
  );
}
