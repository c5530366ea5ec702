import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/**
 * The app in the browser's address bar. The router's own updates are not transitions: AppRoutes
 * defers the page on screen itself, which is what lets the layout show that the next page loads.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
