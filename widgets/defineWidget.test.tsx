// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineWidget, type WidgetComponentProps } from './defineWidget.ts';
import { preloadAll } from './kit/preloadAll.ts';
import { ErrorBoundary } from './kit/ErrorBoundary.tsx';

afterEach(cleanup);

const Props = z.object({ title: z.string().default('Hello') });
function Hello({ props, screenId }: WidgetComponentProps<z.infer<typeof Props>>) {
  return <h1 data-screen={screenId}>{props.title}</h1>;
}

/** A module import the test resolves or rejects by hand. */
function deferredModule() {
  let resolve!: (component: typeof Hello) => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Hello>((ok, fail) => {
        resolve = ok;
        reject = fail;
      }),
  );
  return { load, resolve: (c: typeof Hello) => resolve(c), reject: (e: Error) => reject(e) };
}

describe('widgets that load on demand (DESIGN.md "Fast on weak hardware")', () => {
  it('renders nothing until its code is in, then the screen; the code is fetched once', async () => {
    const module = deferredModule();
    const Lazy = defineWidget({ type: 'Lazy', props: Props, events: {}, load: module.load });
    render(<Lazy.component props={{ title: 'Welcome' }} emit={() => {}} screenId="s" />);
    expect(document.querySelector('[data-screen="s"]')).toBeNull();
    await act(async () => module.resolve(Hello));
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
    await Lazy.preload();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('renders at once once preloaded (the app preloads every screen after the first)', async () => {
    const module = deferredModule();
    const Lazy = defineWidget({ type: 'Lazy', props: Props, events: {}, load: module.load });
    const preloaded = Lazy.preload();
    module.resolve(Hello);
    await preloaded;
    render(<Lazy.component props={{ title: 'At once' }} emit={() => {}} screenId="s" />);
    expect(screen.getByRole('heading').textContent).toBe('At once');
  });

  it('throws a failed load to the error boundary, and a later preload tries again', async () => {
    const calls: Array<ReturnType<typeof deferredModule>> = [];
    const load = () => {
      const module = deferredModule();
      calls.push(module);
      return module.load();
    };
    const Lazy = defineWidget({ type: 'Lazy', props: Props, events: {}, load });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>crash page</p>} onCrash={() => {}}>
        <Lazy.component props={{ title: 'x' }} emit={() => {}} screenId="s" />
      </ErrorBoundary>,
    );
    await act(async () => calls[0]?.reject(new Error('network down')));
    expect(screen.getByText('crash page')).toBeTruthy();
    const again = Lazy.preload();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(Hello);
    await expect(again).resolves.toBeUndefined();
  });

  it('an eager widget preloads at once', async () => {
    const Eager = defineWidget({ type: 'Eager', props: Props, events: {}, component: Hello });
    await expect(Eager.preload()).resolves.toBeUndefined();
    expect(Eager.component).toBe(Hello);
  });
});

describe('preloadAll (decision record 0005)', () => {
  it('starts every load at once and resolves when all are in', async () => {
    const a = deferredModule();
    const b = deferredModule();
    const widgets = [defineWidget({ type: 'A', props: Props, events: {}, load: a.load }), defineWidget({ type: 'B', props: Props, events: {}, load: b.load })];
    let done = false;
    const all = preloadAll(widgets).then(() => (done = true));
    // the second load does not wait for the first
    expect(a.load).toHaveBeenCalledTimes(1);
    expect(b.load).toHaveBeenCalledTimes(1);
    b.resolve(Hello);
    await Promise.resolve();
    expect(done).toBe(false);
    a.resolve(Hello);
    await all;
    expect(done).toBe(true);
  });

  it('rejects with the failure once the other loads have settled, and keeps what loaded', async () => {
    const a = deferredModule();
    const b = deferredModule();
    const widgets = [defineWidget({ type: 'A', props: Props, events: {}, load: a.load }), defineWidget({ type: 'B', props: Props, events: {}, load: b.load })];
    const all = preloadAll(widgets);
    a.reject(new Error('chunk A is gone'));
    b.resolve(Hello);
    await expect(all).rejects.toThrow('chunk A is gone');
    // B is in: preloading again fetches only A
    const again = preloadAll(widgets);
    expect(b.load).toHaveBeenCalledTimes(1);
    expect(a.load).toHaveBeenCalledTimes(2);
    a.resolve(Hello);
    await expect(again).resolves.toBeUndefined();
  });
});
