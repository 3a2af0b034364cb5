import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches a render crash so the kiosk never shows a blank page (core spec §2 crash text):
 * renders `fallback`, and tells `onCrash` (which logs and schedules the reload).
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; onCrash?: (error: Error, info: ErrorInfo) => void; children: ReactNode },
  { crashed: boolean }
> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onCrash?.(error, info);
  }

  override render(): ReactNode {
    return this.state.crashed ? this.props.fallback : this.props.children;
  }
}
