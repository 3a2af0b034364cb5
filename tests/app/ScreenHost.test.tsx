// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import type { Snapshot } from '../../src/engine/types.ts';
import type { Runtime } from '../../src/runtime/runtime.ts';
import type { CrashReporter } from '../../src/app/crash.ts';

afterEach(() => {
  cleanup();
  vi.doUnmock('../../widgets/screens/message/index.ts');
});

/** A runtime that shows one Message screen and never moves. */
function messageRuntime(): Runtime {
  const snapshot = {
    seq: 1,
    view: {
      screen: 'done',
      flow: 'visitor',
      widget: 'Message',
      props: { title: 'Welcome on site' },
      path: '/1/done',
      idle: 'normal',
      idleMs: null,
      idleWarning: false,
      endMs: null,
    },
  } as unknown as Snapshot;
  return { getSnapshot: () => snapshot, subscribe: () => () => undefined, send: vi.fn(), loadLaterFlows: () => Promise.resolve() } as unknown as Runtime;
}

const crash = (): CrashReporter & { report: ReturnType<typeof vi.fn> } =>
  ({ report: vi.fn() }) as unknown as CrashReporter & { report: ReturnType<typeof vi.fn> };

/**
 * ScreenHost of a fresh module graph with a kiosk's own screen widgets: as on a page that has shown
 * only its first screens (the test setup preloaded the others' code, not this kiosk's definitions).
 */
async function freshScreenHost() {
  vi.resetModules();
  const [{ ScreenHost }, { createScreenWidgets }] = await Promise.all([import('../../src/app/ScreenHost.tsx'), import('../../widgets/createScreenWidgets.ts')]);
  const widgets = createScreenWidgets();
  return (props: { runtime: Runtime; crash: CrashReporter }) => <ScreenHost {...props} widgets={widgets} preload={() => Promise.resolve()} />;
}

describe('ScreenHost with a widget that is not loaded yet (docs/decisions/0019)', () => {
  it('shows the loading spinner, then the screen once its widget is in', async () => {
    const ScreenHost = await freshScreenHost();
    const { container } = renderWithI18n(<ScreenHost runtime={messageRuntime()} crash={crash()} />);
    // the first frame: Busy's spinner, not a blank page and not yet the screen
    expect(container.querySelector('[data-screen="loading"] .kiosk-spinner')).not.toBeNull();
    expect(container.querySelector('[data-screen="done"]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-screen="done"]')).not.toBeNull());
    expect(screen.getByText('Welcome on site')).toBeTruthy();
  });

  it('shows the crash page and reports it when the widget cannot be fetched', async () => {
    vi.doMock('../../widgets/screens/message/index.ts', () => {
      throw new Error('chunk Message is gone');
    });
    const ScreenHost = await freshScreenHost();
    const reporter = crash();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithI18n(<ScreenHost runtime={messageRuntime()} crash={reporter} />);
    await waitFor(() => expect(container.querySelector('[data-screen="crash"]')).not.toBeNull());
    expect(reporter.report).toHaveBeenCalledTimes(1);
    const [error, details] = reporter.report.mock.calls[0] as [Error & { cause?: unknown }, string];
    // vitest wraps what the module threw, as a browser wraps a failed chunk fetch
    expect(`${error.message} ${String(error.cause)}`).toContain('chunk Message is gone');
    expect(details).toContain('screen "done" (widget Message)');
  });

  it('waits on the loading screen, not the crash page, when the code is gone after a new version (core spec §8 MODULE_NOT_FOUND)', async () => {
    vi.doMock('../../widgets/screens/message/index.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://kiosk/assets/Message-abc.js');
    });
    const ScreenHost = await freshScreenHost();
    const reporter = crash();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithI18n(<ScreenHost runtime={messageRuntime()} crash={reporter} />);
    // the reporter reloads the page (src/app/crash.ts): it must not flash the crash page first
    await waitFor(() => expect(reporter.report).toHaveBeenCalledTimes(1));
    expect(container.querySelector('[data-screen="loading"]')).not.toBeNull();
    expect(container.querySelector('[data-screen="crash"]')).toBeNull();
  });
});
