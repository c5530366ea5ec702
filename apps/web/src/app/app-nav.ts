import type { NavConfig } from '../components/layout/nav-types';

/** The header's links (spec §2); the Admin group is protected, so only admins see it. */
export const APP_NAV: NavConfig = {
  links: [
    { title: 'Products', value: '/products' },
    { title: 'My assets', value: '/user-assets' },
    { title: 'Requests', value: '/requests' },
  ],
  groups: [
    {
      title: 'Admin',
      protected: true,
      links: [
        { title: 'Products', value: '/admin/products', protected: true },
        { title: 'Categories', value: '/admin/categories', protected: true },
        { title: 'Brands', value: '/admin/brands', protected: true },
        { title: 'Templates', value: '/admin/templates', protected: true },
        { title: 'Customized assets', value: '/admin/assets', protected: true },
        { title: 'Tags', value: '/admin/tags', protected: true },
        { title: 'Groups', value: '/admin/groups', protected: true },
        { title: 'Content providers', value: '/admin/content-providers', protected: true },
        { title: 'Users', value: '/admin/users', protected: true },
        { title: 'Requests', value: '/admin/requests', protected: true },
        { title: 'Subscriptions', value: '/admin/subscriptions', protected: true },
        { title: 'Outbox', value: '/admin/outbox', protected: true },
        { title: 'Activity', value: '/admin/activity', protected: true },
        { title: 'Analytics', value: '/admin/analytics', protected: true },
        { title: 'Sessions', value: '/admin/sessions', protected: true },
      ],
    },
  ],
  userLinks: [{ title: 'My account', value: '/my-account' }],
};
