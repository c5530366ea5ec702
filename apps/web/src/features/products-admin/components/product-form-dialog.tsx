import { DialogLoadState, FormDialog } from '../../../components/admin/form-dialog';
import { useCategoryOptions, useTagOptions } from '../api/catalogue-options';
import { useProduct } from '../api/product-detail';
import { ProductForm } from './product-form';

/** What the dialog is open for: a new product, or one product to edit ('' when its title is not known yet). */
export type ProductDialogTarget = { mode: 'create' } | { mode: 'edit'; id: string; title: string };

/** Reads what the form needs (the product afresh, the categories and tags), then shows it. */
function ProductFormLoader({ target, onClose }: { target: ProductDialogTarget; onClose: () => void }) {
  const product = useProduct(target.mode === 'edit' ? target.id : undefined);
  const categories = useCategoryOptions();
  const tags = useTagOptions();
  const reads = target.mode === 'edit' ? [product, categories, tags] : [categories, tags];
  const failed = reads.find((read) => read.isError);
  if (failed || !categories.data || !tags.data || (target.mode === 'edit' && !product.data)) {
    return (
      <DialogLoadState
        error={failed?.error ?? null}
        onRetry={() => {
          for (const read of reads) if (read.isError) void read.refetch();
        }}
        onClose={onClose}
        loadingLabel={target.mode === 'edit' ? 'Loading the product' : 'Loading categories and tags'}
      />
    );
  }
  return <ProductForm product={product.data} categories={categories.data} tags={tags.data} onDone={onClose} />;
}

/** The product form in a dialog, full screen on a phone. */
export function ProductFormDialog({ target, onClose }: { target: ProductDialogTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      maxWidth="md"
      title={(shown) =>
        shown?.mode !== 'edit' ? 'New product' : shown.title ? `Edit “${shown.title}”` : 'Edit product'
      }
    >
      {(shown) => <ProductFormLoader key={shown.mode === 'edit' ? shown.id : 'new'} target={shown} onClose={onClose} />}
    </FormDialog>
  );
}
