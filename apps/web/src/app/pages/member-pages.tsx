import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';

// Member screens whose content comes with later work; each shows its title for now.

export function ProductsPage() {
  return <PageTitle>Products</PageTitle>;
}

export function UserAssetsPage() {
  return <PageTitle>My assets</PageTitle>;
}

export function RequestsPage() {
  return <PageTitle>Requests</PageTitle>;
}

/** /{slug}: a category page, reached from a category slug. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <PageTitle>{`Category: ${slug}`}</PageTitle>;
}
