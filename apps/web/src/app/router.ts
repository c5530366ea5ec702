import { createBrowserRouter } from 'react-router';
import { setNavigationHandler } from '../lib/navigation';
import { appRoutes } from './routes';

/** The browser router; also how the API client moves the app (e.g. to /login) without a reload. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  setNavigationHandler((to) => router.navigate(to));
  return router;
}
