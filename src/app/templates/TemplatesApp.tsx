import { useState, type CSSProperties } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider, useLocation, useNavigate, useParams, type RouteObject } from 'react-router-dom';
import { ChromeProvider } from '../../../widgets/kit/ChromeProvider.tsx';
import { KioskLayout } from '../../../widgets/kit/KioskLayout.tsx';
import { NotFoundScreen } from '../../../widgets/screens/not-found/NotFoundScreen.tsx';
import { TEMPLATES_PATH } from '../config.ts';
import { TEMPLATES } from './catalog.tsx';
import type { TemplateSite } from './loadTemplateSite.ts';
import { type WidgetPage, WidgetSample, widgetPageHref } from './widgetPages.tsx';

type CreateRouter = (routes: RouteObject[]) => Parameters<typeof RouterProvider>[0]['router'];

/** The list of demonstration pages (core spec §2 `/sample/templates`), then one page per screen widget. */
function TemplateIndex({ pages }: { pages: readonly WidgetPage[] }) {
  const { search } = useLocation();
  return (
    <KioskLayout screenId="templates">
      <h1 className="kiosk-title">Templates</h1>
      <ul className="kiosk-grid kiosk-templates" style={{ '--columns': 2 } as CSSProperties}>
        {TEMPLATES.map((template) => (
          <li key={template.name}>
            <Link className="kiosk-tile kiosk-template-tile" data-action={`template:${template.name}`} to={`${TEMPLATES_PATH}/${template.name}${search}`}>
              <span className="kiosk-profile-tile__name">{template.title}</span>
              <span className="kiosk-profile-tile__description">{template.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="kiosk-title">Screen widgets</h2>
      <ul className="kiosk-grid kiosk-templates" style={{ '--columns': 4 } as CSSProperties}>
        {pages.map((page) => (
          <li key={page.type}>
            <Link className="kiosk-tile kiosk-template-tile" data-action={`widget:${page.type}`} to={widgetPageHref(page.type, search)}>
              <span className="kiosk-profile-tile__name">{page.type}</span>
            </Link>
          </li>
        ))}
      </ul>
    </KioskLayout>
  );
}

/** The page of a path the gallery does not have: the NotFound widget's view, its home leading to the list. */
function GalleryNoMatch({ toIndex }: { toIndex: () => void }) {
  const { pathname } = useLocation();
  return <NotFoundScreen props={{ path: pathname }} screenId="noMatch" emit={toIndex} />;
}

/** The bar under a gallery page: where it is, and what its widget emitted last. */
function GalleryBar({ trail, last }: { trail: string; last: string | null }) {
  const { search } = useLocation();
  return (
    <p className="kiosk-template-bar" role="status">
      <Link to={`${TEMPLATES_PATH}${indexSearch(search)}`}>Templates</Link> / {trail}
      {last && <span> — emitted: {last}</span>}
    </p>
  );
}

const describeEmit = (event: string, data?: Record<string, unknown>) => (data && Object.keys(data).length > 0 ? `${event} ${JSON.stringify(data)}` : event);

/** One demonstration page, with a bar naming it and what its widget emitted last. */
function TemplatePage({ site }: { site: TemplateSite }) {
  const { name = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [last, setLast] = useState<string | null>(null);
  const template = TEMPLATES.find((t) => t.name.toLowerCase() === name.toLowerCase());
  const toIndex = () => navigate(`${TEMPLATES_PATH}${search}`);
  if (!template) return <GalleryNoMatch toIndex={toIndex} />;
  return (
    <>
      {template.render({ site, screenId: `template:${template.name}`, onBack: toIndex, report: (event, data) => setLast(describeEmit(event, data)) })}
      <GalleryBar trail={template.name} last={last} />
    </>
  );
}

/** The page of one screen widget (`/sample/templates/widgets?widget=<Type>`), with its sample props; without one, the list. */
function WidgetGalleryPage({ pages }: { pages: readonly WidgetPage[] }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [last, setLast] = useState<string | null>(null);
  const type = new URLSearchParams(search).get('widget');
  if (type === null) return <TemplateIndex pages={pages} />;
  const page = pages.find((p) => p.type.toLowerCase() === type.toLowerCase());
  if (!page) return <GalleryNoMatch toIndex={() => navigate(`${TEMPLATES_PATH}${indexSearch(search)}`)} />;
  return (
    <>
      <WidgetSample key={page.type} page={page} screenId={`widget:${page.type}`} report={(event, data) => setLast(describeEmit(event, data))} />
      <GalleryBar trail={`widgets / ${page.type}`} last={last} />
    </>
  );
}

/** The query of the list: the page's, without the widget it showed. */
function indexSearch(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('widget');
  return query.size > 0 ? `?${query}` : '';
}

/**
 * The demonstration pages of core spec §2 (`/sample/templates/*`, tenant `sample`): the kit and
 * screen widgets with the sample site's branding and texts. They double as the widget gallery:
 * `/sample/templates/widgets?widget=<Type>` shows every registered screen widget with its sample props.
 * `createRouter` is the browser's router unless a test gives one in memory.
 */
export function TemplatesApp({ site, createRouter = createBrowserRouter }: { site: TemplateSite; createRouter?: CreateRouter }) {
  const [router] = useState(() =>
    createRouter([
      { path: TEMPLATES_PATH, element: <TemplateIndex pages={site.widgets} /> },
      { path: `${TEMPLATES_PATH}/:name`, element: <TemplatePage site={site} /> },
      { path: `${TEMPLATES_PATH}/widgets`, element: <WidgetGalleryPage pages={site.widgets} /> },
    ]),
  );
  return (
    <I18nextProvider i18n={site.texts.i18n}>
      <ChromeProvider logoUrl={site.logo} mainColor={site.kiosk.mainColor}>
        <RouterProvider router={router} />
      </ChromeProvider>
    </I18nextProvider>
  );
}
