import { useMemo } from 'react';
import type { WidgetDefinition } from '../../../widgets/defineWidget.ts';
import { screenWidgetOf, screenWidgets } from '../../../widgets/registry.ts';
import { screenWidgetSamples } from '../../../widgets/samples.ts';
import { TEMPLATES_PATH } from '../config.ts';
import type { TemplateProps } from './catalog.tsx';

/**
 * The address of a widget's gallery page: `/sample/templates/widgets?widget=<Type>` with the
 * page's other query parameters (the tenant) kept. A query parameter, not a path segment, because
 * the kiosk's entry (`src/app/config.ts` `templateFrom`) routes one segment under the templates.
 *
 * @example
 * widgetPageHref('YesNo', '?tenant=sample'); // '/sample/templates/widgets?tenant=sample&widget=YesNo'
 */
export function widgetPageHref(type: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set('widget', type);
  return `${TEMPLATES_PATH}/widgets?${query}`;
}

/** One gallery page per registered screen widget: its type (the address), description and sample. */
export interface WidgetPage {
  readonly type: string;
  readonly description: string;
  readonly widget: WidgetDefinition<unknown>;
}

/**
 * Every registered screen widget (widgets/registry.ts) as a page of the demonstration gallery
 * (`/sample/templates/widgets?widget=<Type>&tenant=sample`), rendered with its sample props
 * (widgets/samples.ts), in registry order; each definition fetched as the kiosk fetches it. `npm run
 * widgets:screens` photographs these pages for flows/WIDGETS.md.
 *
 * @throws whatever fetching a definition threw (the page then says so).
 */
export async function loadWidgetPages(): Promise<readonly WidgetPage[]> {
  const widgets = await Promise.all(Object.values(screenWidgets).map(screenWidgetOf));
  return widgets.map((widget) => ({ type: widget.type, description: widget.description ?? '', widget: widget as WidgetDefinition<unknown> }));
}

/** A screen widget exactly as a flow shows it, with its sample props; what it emits goes to `report`. */
export function WidgetSample({ page, screenId, report }: Pick<TemplateProps, 'screenId' | 'report'> & { page: WidgetPage }) {
  const { widget } = page;
  const props = useMemo(() => widget.props.parse(screenWidgetSamples[widget.type] ?? {}), [widget]);
  const Component = widget.component;
  return <Component props={props} screenId={screenId} emit={report} />;
}
