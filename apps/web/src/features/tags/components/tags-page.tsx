import type { Tag } from '@stockroom/contract';
import { LinkedRecordsPage, type LinkedRecordsTexts } from '../../../components/admin/linked-records-page';
import { useDeleteTagMutation } from '../api/delete-tag';
import { useTags } from '../api/list-tags';
import { TagForm } from './tag-form';

const texts: LinkedRecordsTexts<Tag> = {
  title: 'Tags',
  intro:
    "Tags group products across categories. Each content provider linked to a tag caps what that provider's members get through it.",
  noun: 'tag',
  newLabel: 'New tag',
  searchLabel: 'Search tags',
  emptyTitle: 'No tags yet',
  deleteMessage: () =>
    'It is taken off every product and deleted for good, with its provider links. This cannot be undone.',
  deleted: (tag) => `Tag “${tag.name}” deleted`,
};

const renderForm = (tag?: Tag) => <TagForm tag={tag} />;

/** /admin/tags: the list screen of linked records, with the tag's texts, data and form. */
export function TagsPage() {
  const tags = useTags();
  const remove = useDeleteTagMutation();
  return <LinkedRecordsPage texts={texts} list={tags} remove={remove} renderForm={renderForm} />;
}
