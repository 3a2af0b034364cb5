// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashScreen, CRASH_TEXT } from './CrashScreen.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

afterEach(cleanup);

function Throws({ message }: { message: string }): never {
  throw new Error(message);
}

describe('ErrorBoundary (core spec §2: a crash shows the crash text and is logged, never a blank page)', () => {
  it('as the app uses it: shows the fallback and tells onCrash once, with the error and the component stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCrash = vi.fn();
    render(
      <ErrorBoundary fallback={<CrashScreen />} onCrash={onCrash}>
        <Throws message="widget bug" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(CRASH_TEXT);
    expect(onCrash).toHaveBeenCalledTimes(1);
    expect(onCrash.mock.calls[0]?.[0]).toEqual(new Error('widget bug'));
    expect(onCrash.mock.calls[0]?.[1].componentStack).toContain('Throws');
  });

  it('as a questionary field uses it: without a fallback the crashed part renders nothing, the rest stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCrash = vi.fn();
    const { container } = render(
      <div>
        <p>question</p>
        <ErrorBoundary onCrash={onCrash}>
          <Throws message="field bug" />
        </ErrorBoundary>
      </div>,
    );
    expect(container.textContent).toBe('question');
    expect(onCrash).toHaveBeenCalledTimes(1);
  });

  it('renders its children while nothing throws', () => {
    render(
      <ErrorBoundary fallback={<CrashScreen />}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
