/**
 * Every admin screen, in one module that the router loads lazily: members never download admin
 * code (DESIGN §3).
 */
import { PageTitle } from '../../components/page-title';

export { OutboxPage } from '../../features/outbox/components/outbox-page';

// Screens whose content comes with later work; each shows its title for now.
export const AdminProductsPage = () => <PageTitle>Admin: Products</PageTitle>;
export const AdminCategoriesPage = () => <PageTitle>Admin: Categories</PageTitle>;
export const AdminBrandsPage = () => <PageTitle>Admin: Brands</PageTitle>;
export const AdminTemplatesPage = () => <PageTitle>Admin: Templates</PageTitle>;
export const AdminTagsPage = () => <PageTitle>Admin: Tags</PageTitle>;
export const AdminGroupsPage = () => <PageTitle>Admin: Groups</PageTitle>;
export const AdminContentProvidersPage = () => <PageTitle>Admin: Content providers</PageTitle>;
export const AdminUsersPage = () => <PageTitle>Admin: Users</PageTitle>;
