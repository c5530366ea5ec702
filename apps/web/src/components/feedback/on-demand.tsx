import { Component, type ReactNode, Suspense } from 'react';

/** Renders nothing in place of its children once they have thrown. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Optional UI whose code loads on first use (an overlay, the progress bar, the search results):
 * nothing shows while it loads, and a download that fails costs that piece alone, not the page
 * around it.
 */
export function OnDemand({ children }: { children: ReactNode }) {
  return (
    <Quiet>
      <Suspense fallback={null}>{children}</Suspense>
    </Quiet>
  );
}
