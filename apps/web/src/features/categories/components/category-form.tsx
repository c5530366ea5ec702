import { type Category, CategoryCreateSchema } from '@stockroom/contract';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import {
  knownLinks,
  LinkedRecordFields,
  type LinkedRecordValues,
  useLinkedRecordForm,
} from '../../../components/admin/linked-record-fields';
import type { ProviderPermission } from '../../../components/admin/provider-permissions-field';
import { applyServerIssues } from '../../../components/form/server-issues';
import { useDialog } from '../../../components/layout/dialog-area';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useCreateCategoryMutation } from '../api/create-category';
import { useUpdateCategoryMutation } from '../api/update-category';
import { SlugPreview } from './slug-preview';

/** An update names the links `update_content_providers`; the form calls them content_providers. */
type IssueTarget = LinkedRecordValues & { update_content_providers?: ProviderPermission[] };
const ISSUE_FIELDS: FieldPath<IssueTarget>[] = [
  'name',
  'description',
  'description_bold',
  'content_providers',
  'update_content_providers',
];

/** One form for a new category and for editing one; shown in the layout's dialog area. */
export function CategoryForm({ category }: { category?: Category }) {
  const { closeDialog } = useDialog();
  const create = useCreateCategoryMutation();
  const update = useUpdateCategoryMutation();
  const { form, providers, name } = useLinkedRecordForm(CategoryCreateSchema, category);

  const onSubmit = form.handleSubmit((values) => {
    const links = knownLinks(values.content_providers, providers.data);
    const setIssue: UseFormSetError<IssueTarget> = (field, error, options) =>
      form.setError(
        field === 'update_content_providers' ? 'content_providers' : (field as FieldPath<LinkedRecordValues>),
        error,
        options,
      );
    const done = {
      onSuccess: () => {
        showSnackbar(category ? `Category “${values.name}” saved` : `Category “${values.name}” created`);
        closeDialog();
      },
      onError: (error: unknown) => applyServerIssues(error, setIssue, ISSUE_FIELDS),
    };
    const { content_providers: _links, ...fields } = values;
    if (category) update.mutate({ id: category.id, ...fields, update_content_providers: links }, done);
    else create.mutate({ ...fields, content_providers: links }, done);
  });

  return (
    <LinkedRecordFields
      onSubmit={onSubmit}
      control={form.control}
      errors={form.formState.errors}
      slug={<SlugPreview name={name} savedName={category?.name} savedSlug={category?.slug} />}
      providers={providers}
      providersHint="The most a provider's members get here: Gated shows the category, Yes opens it fully. No leaves the provider out."
      saving={create.isPending || update.isPending}
    />
  );
}
