import { Box, Pagination, PaginationItem, Skeleton } from '@mui/material';
import { IdSchema } from '@stockroom/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/feedback/not-found-page';
import { EmptyState, ErrorState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { IMPRESSION_ACTIONS, track } from '../../../lib/impressions';
import { CATEGORY_PAGE_SIZE, useCategoryPage } from '../api/category-page';
import { useCategoryTags } from '../api/category-tags';
import { useCategoryTitle } from '../api/category-title';
import { isNotFound } from './catalogue-not-found';
import { CategoryDescription } from './category-description';
import { pageNumber } from './page-number';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { TagFilter } from './tag-filter';
import { useTrackOnce } from './use-track-once';

/** /{slug}: one category's products, filtered by tag (?tag=) and paged (?page=) in the address. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const tagParam = params.get('tag');
  const tag = tagParam && IdSchema.safeParse(tagParam).success ? tagParam : undefined;

  const title = useCategoryTitle(slug);
  const tags = useCategoryTags(slug);
  const section = useCategoryPage(slug, page, tag);
  const categoryId = section.data?.id;
  useTrackOnce(
    categoryId ? { page_route: `/${slug}`, action: IMPRESSION_ACTIONS.pageView, category_id: categoryId } : undefined,
  );

  // `/{slug}` takes every one-segment address the app has no route for: one that names no category
  // the member may see is simply not a page.
  if (isNotFound(title.error) || isNotFound(section.error)) return <NotFoundPage />;

  const addressFor = (next: { page?: number; tag?: string }) => {
    const search = new URLSearchParams();
    if (next.tag) search.set('tag', next.tag);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    const query = search.toString();
    return query ? `?${query}` : '';
  };

  const selectTag = (tagId: string | undefined) => {
    if (tagId && categoryId) {
      track({ page_route: `/${slug}`, action: IMPRESSION_ACTIONS.tagFilter, category_id: categoryId, tag_id: tagId });
    }
    setParams(new URLSearchParams(addressFor({ tag: tagId })));
  };

  const error = title.error ?? section.error;
  const data = section.data;
  return (
    <>
      {title.data ? (
        <PageTitle>{title.data.category_title}</PageTitle>
      ) : (
        <Skeleton variant="text" width={280} sx={{ fontSize: '2.125rem', mb: 3 }} />
      )}
      {error && (
        <ErrorState
          error={error}
          onRetry={() => {
            void title.refetch();
            void section.refetch();
          }}
        />
      )}
      {data && (
        <Box sx={{ mb: 3 }}>
          <CategoryDescription description={data.description} bold={data.descriptionBold} />
        </Box>
      )}
      <TagFilter tags={tags.data ?? []} selected={tag} onSelect={selectTag} />
      {section.isPending && (
        <Box role="status" aria-label="Loading products">
          <ProductGridSkeleton count={CATEGORY_PAGE_SIZE} />
        </Box>
      )}
      {data && data.products.length === 0 && <EmptyCategoryPage page={page} tag={tag} addressFor={addressFor} />}
      {data && data.products.length > 0 && (
        <Box sx={{ opacity: section.isPlaceholderData ? 0.6 : 1 }} aria-busy={section.isPlaceholderData}>
          <ProductGrid
            products={data.products}
            sectionPermission={data.category_permission}
            titleComponent="h2"
            label="Products"
          />
        </Box>
      )}
      {data && data.total_pages > 1 && (
        <Pagination
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          count={data.total_pages}
          page={page}
          renderItem={(item) => (
            <PaginationItem component={Link} to={addressFor({ page: item.page ?? 1, tag })} {...item} />
          )}
        />
      )}
    </>
  );
}

interface EmptyCategoryPageProps {
  page: number;
  tag: string | undefined;
  addressFor: (next: { page?: number; tag?: string }) => string;
}

function EmptyCategoryPage({ page, tag, addressFor }: EmptyCategoryPageProps) {
  if (page > 1) {
    return (
      <EmptyState title="This page is empty">
        <Link to={addressFor({ tag })}>Go to the first page</Link>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={tag ? 'No products with this tag' : 'Nothing here yet'}>
      {tag ? 'Choose another tag, or All.' : 'This category has no products for you yet.'}
    </EmptyState>
  );
}
