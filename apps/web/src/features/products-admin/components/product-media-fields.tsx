import { Stack } from '@mui/material';
import { type ExtendedProduct, VIDEO_HOSTS } from '@stockroom/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { BundleField } from './bundle-field';
import { FileUploadField } from './file-upload-field';
import type { ProductControl } from './product-form-schema';
import { SampleImagesField } from './sample-images-field';
import { TemplatePickerField } from './template-picker-field';

interface ProductMediaFieldsProps {
  control: ProductControl;
  /** The product as read, for the signed addresses of its stored files. */
  saved?: ExtendedProduct;
  onBusyChange: (field: string, busy: boolean) => void;
  disabled: boolean;
}

/**
 * The thumbnail, the sample images, the article, the bundle, the video and, for a template product,
 * its template.
 */
export function ProductMediaFields({ control, saved, onBusyChange, disabled }: ProductMediaFieldsProps) {
  // Only a template product is made from a template; for others the field stays as it was, unsent.
  const isTemplate = useWatch({ control, name: 'product_type' }) === 'template';
  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="thumbnail"
        render={({ field, fieldState }) => (
          <FileUploadField
            kind="thumbnail"
            label="Thumbnail"
            image
            value={field.value}
            onChange={field.onChange}
            saved={{ value: saved?.thumbnail ?? '', url: saved?.thumbnail_url ?? '' }}
            onBusyChange={(busy) => onBusyChange('thumbnail', busy)}
            error={fieldState.error?.message}
            hint="A PNG, JPEG, WebP or GIF image up to 10 MB; it is stored as a WebP."
            disabled={disabled}
            buttonRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="sample_images"
        render={({ field, fieldState }) => (
          <SampleImagesField
            value={field.value}
            onChange={field.onChange}
            saved={saved?.sample_images ?? []}
            onBusyChange={(busy) => onBusyChange('sample_images', busy)}
            error={fieldState.error?.message}
            disabled={disabled}
            buttonRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="article_file_path"
        render={({ field, fieldState }) => (
          <FileUploadField
            kind="article"
            label="Article PDF"
            value={field.value}
            onChange={field.onChange}
            saved={{ value: saved?.article_file_path ?? '', url: saved?.article_file_url ?? '' }}
            onBusyChange={(busy) => onBusyChange('article_file_path', busy)}
            error={fieldState.error?.message}
            hint="A PDF up to 25 MB."
            disabled={disabled}
            buttonRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="bundle_download_url"
        render={({ field, fieldState }) => (
          <BundleField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            saved={saved?.bundle_download_url ?? ''}
            onBusyChange={(busy) => onBusyChange('bundle_download_url', busy)}
            error={fieldState.error?.message}
            disabled={disabled}
            inputRef={field.ref}
          />
        )}
      />
      <FormTextField
        control={control}
        name="video_embed_url"
        label="Video address"
        type="url"
        hint={`An https address on ${VIDEO_HOSTS.join(', ')}.`}
        disabled={disabled}
      />
      {isTemplate && (
        <Controller
          control={control}
          name="design_huddle_template_id"
          render={({ field, fieldState }) => (
            <TemplatePickerField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      )}
    </Stack>
  );
}
