import { PageTitle } from '../../components/page-title';

// Subscriptions and revenue (the payments feature fills this in).
export function AdminSubscriptionsPage() {
  return <PageTitle>Subscriptions</PageTitle>;
}
