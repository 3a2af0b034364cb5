import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What an ErrorBoundary does when something below it throws while rendering. */
export interface ErrorBoundaryProps {
  /** Shown instead of the children once they crashed (or made from what they threw); nothing (`null`) when not given. */
  readonly fallback?: ReactNode | ((error: unknown) => ReactNode);
  /** Told once per crash: the app logs it and schedules the reload (core spec §2 crash text), a question marks itself broken. */
  readonly onCrash?: (error: Error, info: ErrorInfo) => void;
  readonly children: ReactNode;
}

/**
 * The one error boundary of the kiosk, so a crash never leaves a blank page (core spec §2 "A
 * crash shows 'Something went wrong. Refreshing the self service kiosk...' and the error is
 * logged"). Two uses, two sets of props:
 * - the app and each screen: `fallback={<CrashScreen />}`, `onCrash` logs and reloads;
 * - a questionary field: no fallback, `onCrash` replaces the field by the unsupported-field
 *   notice, so a broken field costs one question, not the screen.
 * A `key` that changes (a new screen) gives the children a fresh start.
 *
 * @example
 * <ErrorBoundary fallback={<CrashScreen />} onCrash={(error) => crash.report(error)}>{screen}</ErrorBoundary>
 * <ErrorBoundary onCrash={() => setBroken(true)}><Field ... /></ErrorBoundary>
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { crashed: boolean; error: unknown }> {
  override state: { crashed: boolean; error: unknown } = { crashed: false, error: null };

  static getDerivedStateFromError(error: unknown): { crashed: boolean; error: unknown } {
    return { crashed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onCrash?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : (fallback ?? null);
  }
}
