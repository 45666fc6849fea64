import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads on first use (a route's page, a dialog) and can be asked for early.
 */
export type LazyComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once); resolves when the component can render without waiting. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with `preload`. React suspends a lazy component the first time it renders even when
 * its module has arrived, and after showing the fallback React 19 holds back the content for up to
 * 300 ms; so once the module is in, the factory answers with an already-settled thenable, which
 * React reads at once: a preloaded component renders without suspending.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A preload that failed (the network) is tried again when the component first renders.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    const component = loaded;
    if (component) {
      // React calls `then` and reads the result before it would suspend; a Promise answers later.
      const settled = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      };
      return settled as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return start().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload: () => start().then(() => undefined) });
}
