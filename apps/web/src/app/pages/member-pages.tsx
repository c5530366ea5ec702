// The member screens that are neither the catalogue nor the editor; each of those loads on its own
// (app/routes.tsx), so that each loads only its own code.
import { KitList } from '../../features/campaigns/kit/kit-list';
import { UserAssetsPage as AssetsPage } from '../../features/customize/components/user-assets/user-assets-page';

export { RequestsPage } from '../../features/requests/components/requests-page';

/** My assets, with the campaign kits listed by the campaigns feature (features do not import each other). */
export const UserAssetsPage = () => <AssetsPage kits={<KitList />} />;
