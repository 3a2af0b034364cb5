import { Component, type ReactNode } from 'react';

/**
 * Catches a crash inside one field widget, so a bad node or a widget bug costs one question, not
 * the screen: the page then shows the unsupported-field notice instead (QuestionPage).
 */
export class FieldBoundary extends Component<{ onCrash: (error: Error) => void; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[questionary] a field widget crashed', error);
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
