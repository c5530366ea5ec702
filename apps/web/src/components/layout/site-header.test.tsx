import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, setScreen } from '../../test/render';
import { AppLayout, type AppLayoutProps } from './app-layout';
import type { NavConfig } from './nav-types';
import { usePrimaryAction } from './primary-action';

const nav: NavConfig = {
  links: [
    { title: 'Products', value: '/products' },
    { title: 'My assets', value: '/user-assets' },
    { title: 'Requests', value: '/requests' },
  ],
  groups: [{ title: 'Admin', protected: true, links: [{ title: 'Outbox', value: '/admin/outbox', protected: true }] }],
  userLinks: [{ title: 'My account', value: '/my-account' }],
};
const member = { username: 'member', first_name: 'Mia', is_admin: false };
const admin = { username: 'admin', first_name: 'Ada', is_admin: true };

function layout(props: Partial<AppLayoutProps> = {}) {
  return (
    <AppLayout logoUrl="/logo.svg" isLoggedIn={false} user={undefined} nav={nav} {...props}>
      <p>page content</p>
    </AppLayout>
  );
}

function PageWithAction({ onClick }: { onClick: () => void }) {
  usePrimaryAction({ label: 'Save draft', onClick });
  return null;
}

beforeEach(() => setScreen('desktop'));

describe('site header', () => {
  it('shows a logged-out visitor only the logo and a Log in button that returns here', async () => {
    const { user, router } = renderAt(layout(), '/products?sort=new');

    expect(screen.getByRole('img', { name: 'Stockroom' }).closest('a')).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('button')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/products?sort=new')}`);
  });

  it('shows a member the links, their name and Log out, but no admin group', () => {
    renderAt(layout({ isLoggedIn: true, user: member }), '/products');

    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(main).getByRole('link', { name: 'My assets' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Requests' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Mia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows an admin the Admin group with its links', async () => {
    const { user } = renderAt(layout({ isLoggedIn: true, user: admin }), '/products');

    await user.click(screen.getByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Outbox' })).toHaveAttribute('href', '/admin/outbox');
  });

  it('keeps the Admin group the only control named Admin, whatever the first name', () => {
    renderAt(layout({ isLoggedIn: true, user: { ...admin, first_name: 'Admin' } }), '/products');
    expect(screen.getAllByRole('button', { name: /admin/i })).toHaveLength(1);
  });

  it('marks the current page in the navigation', () => {
    renderAt(layout({ isLoggedIn: true, user: member }), '/user-assets');

    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My assets' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('opens the user menu with the account link', async () => {
    const { user } = renderAt(layout({ isLoggedIn: true, user: member }), '/products');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  });

  it('lets the page supply the primary button', async () => {
    const onClick = vi.fn();
    const { user } = renderAt(
      <AppLayout logoUrl="/logo.svg" isLoggedIn user={member} nav={nav}>
        <PageWithAction onClick={onClick} />
      </AppLayout>,
      '/products',
    );
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('can hide the header', () => {
    renderAt(layout({ hideHeader: true }), '/products');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});

describe('site header on a phone', () => {
  beforeEach(() => setScreen('phone'));

  it('opens a drawer with the person, links, groups and primary button; navigating closes it', async () => {
    const { user, router } = renderAt(layout({ isLoggedIn: true, user: admin }), '/products');

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(drawer).getByText('Ada')).toBeInTheDocument();
    expect(within(drawer).getByText('admin')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Admin' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Requests' }));
    expect(router.state.location.pathname).toBe('/requests');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });

  it('offers no header Log in on the log-in page, so that its form has the only Log in button', () => {
    renderAt(layout(), '/login?redirectTo=%2Fproducts');
    expect(within(screen.getByRole('banner')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives a logged-out visitor no menu, only Log in', () => {
    renderAt(layout(), '/products');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('snackbar area', () => {
  it('shows a message stored before a redirect once, then forgets it', async () => {
    localStorage.setItem('snackbar_message', 'failed to refresh expired login');
    renderAt(layout(), '/login');
    expect(await screen.findByText('failed to refresh expired login')).toBeInTheDocument();
    expect(localStorage.getItem('snackbar_message')).toBeNull();
  });
});
