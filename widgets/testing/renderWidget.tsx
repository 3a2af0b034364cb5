import { vi } from 'vitest';
import type { WidgetDefinition } from '../defineWidget.ts';
import { renderWithI18n } from './renderWithI18n.tsx';

/**
 * Renders a screen widget as the app does: props parsed by the widget's own zod schema (so
 * defaults apply), a spy `emit`, and a screen id.
 *
 * @example
 * const { emit, getByRole } = renderWidget(LanguageGrid, { languages });
 */
export function renderWidget<P>(definition: WidgetDefinition<P>, rawProps: unknown, screenId = 'screen-under-test') {
  const props = definition.props.parse(rawProps);
  const emit = vi.fn<(event: string, data?: Record<string, unknown>) => void>();
  const Component = definition.component;
  const result = renderWithI18n(<Component props={props} emit={emit} screenId={screenId} />);
  const rerenderWith = (nextRaw: unknown) => result.rerender(<Component props={definition.props.parse(nextRaw)} emit={emit} screenId={screenId} />);
  return { ...result, emit, props, rerenderWith };
}
