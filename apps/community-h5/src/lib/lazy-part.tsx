import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead (`preload`), as a hydrating page must be. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Loads the code; once loaded, parts rendered from then on render at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` with a `preload`: a server-rendered page loads its lazy parts before
 * `hydrateRoot`, so no part of it is still suspended while the shell's first updates arrive (an
 * update reaching a suspended, not yet hydrated boundary makes React throw the server's HTML away
 * and render it again, error #421). Loaded later, a part suspends as `React.lazy` does.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Part(props: P) {
    // Decided once per element: switching from the lazy to the loaded type would remount it.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Part, { preload: () => start().then(() => undefined) });
}
