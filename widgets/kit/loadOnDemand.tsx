import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadOnce } from '../../src/runtime/loadOnce.ts';

/**
 * A component whose code loads the first time it renders (DESIGN.md "Fast on weak hardware":
 * phone metadata and the keyboard load on demand). Unlike React.lazy it needs no Suspense and no
 * timers: it renders `fallback` until the module arrives, then the component, so it behaves the
 * same under a paused test clock. A failed load is thrown on render, for the nearest error
 * boundary (the Questionary replaces a broken field by the unsupported-field notice).
 *
 * @example
 * const PhoneNumberInput = loadOnDemand(() => import('./PhoneNumberInput.tsx').then((m) => m.default));
 */
export function loadOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): OnDemandComponent<P> {
  // a failed load may be tried again (the next render, the next preload)
  const fetchModule = loadOnce(load);
  // biome-ignore lint/correctness/noComponentHookFactories: one stand-in component per module loaded on demand, made once when the widget is defined
  function OnDemand(props: P) {
    const [state, setState] = useState<{ component: ComponentType<P> | null; error: unknown }>(() => ({
      component: fetchModule.loaded() ?? null,
      error: null,
    }));
    useEffect(() => {
      if (state.component) return;
      let alive = true;
      fetchModule().then(
        (component) => alive && setState({ component, error: null }),
        (error: unknown) => {
          if (alive) setState({ component: null, error: error ?? new Error('module failed to load') });
        },
      );
      return () => {
        alive = false;
      };
    }, [state.component]);
    if (state.error) throw state.error;
    const Component = state.component;
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(OnDemand, {
    preload: async () => {
      await fetchModule();
    },
  });
}

/** A component of `loadOnDemand`; `preload()` fetches its code ahead of the first render (rejects when it fails to load). */
export type OnDemandComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };
