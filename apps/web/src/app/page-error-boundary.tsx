import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/system-pages';

interface PageErrorBoundaryProps {
  /** The address on screen: a new one shows its page again. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  resetKey: string;
  failed: boolean;
  error: unknown;
}

/**
 * Shows the error page in place of a page that failed to render or whose code failed to load (for
 * example after a new release), inside the layout; moving to another address tries again.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { resetKey: this.props.resetKey, failed: false, error: undefined };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
