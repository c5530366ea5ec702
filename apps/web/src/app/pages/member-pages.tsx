import { PageTitle } from '../../components/page-title';

// The member screens, one chunk loaded after signing in. Screens whose content comes with later
// work show their title for now.

/** /{slug}: a category page, reached from a category slug. */
export { CategoryPage } from '../../features/catalogue/components/category-page';
/** /products: the catalogue's landing page. */
export { LandingPage as ProductsPage } from '../../features/catalogue/components/landing-page';
/** /products/{id}: one product. */
export { ProductPage } from '../../features/catalogue/components/product-page';

export function UserAssetsPage() {
  return <PageTitle>My assets</PageTitle>;
}

export function RequestsPage() {
  return <PageTitle>Requests</PageTitle>;
}
