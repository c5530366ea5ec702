// The member screens that are neither the catalogue nor the editor; each of those loads on its own
// (app/routes.tsx), so that each loads only its own code.
export { UserAssetsPage } from '../../features/customize/components/user-assets/user-assets-page';
export { RequestsPage } from '../../features/requests/components/requests-page';
