import type { Category } from '@stockroom/contract';
import { LinkedRecordsPage, type LinkedRecordsTexts } from '../../../components/admin/linked-records-page';
import { useDeleteCategoryMutation } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { CategoryForm } from './category-form';
import { PinnedProductsSection } from './pinned-products-section';

const texts: LinkedRecordsTexts<Category> = {
  title: 'Categories',
  intro:
    "A category's page is at its slug, made from its name. Each content provider linked to it caps what that provider's members get in it.",
  noun: 'category',
  newLabel: 'New category',
  searchLabel: 'Search categories',
  emptyTitle: 'No categories yet',
  deleteMessage: (category) =>
    `It leaves every list, and /${category.slug} becomes free for another category. Its products keep their other categories.`,
  deleted: (category) => `Category “${category.name}” deleted`,
};

const renderForm = (category?: Category) => <CategoryForm category={category} />;

/** /admin/categories: the list screen of linked records, with the category's texts, data and form. */
export function CategoriesPage() {
  const categories = useCategories();
  const remove = useDeleteCategoryMutation();
  return (
    <>
      <LinkedRecordsPage texts={texts} list={categories} remove={remove} renderForm={renderForm} />
      <PinnedProductsSection categories={categories.data} />
    </>
  );
}
