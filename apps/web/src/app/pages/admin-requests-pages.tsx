import { PageTitle } from '../../components/page-title';

// The request queue and one request (the requests feature fills these in).
export function AdminRequestsPage() {
  return <PageTitle>Requests</PageTitle>;
}
export function AdminRequestPage() {
  return <PageTitle>Request</PageTitle>;
}
