import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A route that failed to load (a lost chunk on a flaky network) or threw: say so, offer a reload. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : '';
  return (
    <main className="tx-route-error">
      <h1>页面加载失败</h1>
      <p>{message || '网络不稳定，请稍后再试'}</p>
      <button type="button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </main>
  );
}

interface BoundaryProps {
  /** A new key (the location) clears a caught error: another page may load fine. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page's error so the shell stays; the next navigation tries again. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
