import { PageTitle } from '../../components/page-title';

// The member screens whose content comes with later work: they show their title for now. The
// catalogue's screens load on their own (app/routes.tsx), so that each loads only its own code.

export function UserAssetsPage() {
  return <PageTitle>My assets</PageTitle>;
}

export function RequestsPage() {
  return <PageTitle>Requests</PageTitle>;
}
