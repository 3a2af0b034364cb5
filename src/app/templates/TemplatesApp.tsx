import { useState, type CSSProperties } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, RouterProvider, useLocation, useNavigate, useParams, type RouteObject } from 'react-router-dom';
import { ChromeProvider } from '../../../widgets/kit/ChromeProvider.tsx';
import { KioskLayout } from '../../../widgets/kit/KioskLayout.tsx';
import { notFoundText } from '../../../widgets/screens/not-found/NotFoundScreen.tsx';
import { TEMPLATES_PATH } from '../config.ts';
import { TEMPLATES } from './catalog.tsx';
import type { TemplateSite } from './loadTemplateSite.ts';

type CreateRouter = (routes: RouteObject[]) => Parameters<typeof RouterProvider>[0]['router'];

/** The list of demonstration pages (core spec §2 `/sample/templates`). */
function TemplateIndex() {
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
    </KioskLayout>
  );
}

/** One demonstration page, with a bar naming it and what its widget emitted last. */
function TemplatePage({ site }: { site: TemplateSite }) {
  const { name = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [last, setLast] = useState<string | null>(null);
  const template = TEMPLATES.find((t) => t.name.toLowerCase() === name.toLowerCase());
  const toIndex = () => navigate(`${TEMPLATES_PATH}${search}`);
  if (!template) {
    return (
      <KioskLayout screenId="noMatch" onBack={toIndex}>
        <h1 className="kiosk-title" role="alert">
          {notFoundText(pathname)}
        </h1>
      </KioskLayout>
    );
  }
  return (
    <>
      {template.render({
        site,
        screenId: `template:${template.name}`,
        onBack: toIndex,
        report: (event, data) => setLast(data && Object.keys(data).length > 0 ? `${event} ${JSON.stringify(data)}` : event),
      })}
      <p className="kiosk-template-bar" role="status">
        <Link to={`${TEMPLATES_PATH}${search}`}>Templates</Link> / {template.name}
        {last && <span> — emitted: {last}</span>}
      </p>
    </>
  );
}

/**
 * The demonstration pages of core spec §2 (`/sample/templates/*`, tenant `sample`): the kit and
 * screen widgets with the sample site's branding and texts. They double as the widget gallery.
 */
export function TemplatesApp({ site, createRouter }: { site: TemplateSite; createRouter: CreateRouter }) {
  const [router] = useState(() =>
    createRouter([
      { path: TEMPLATES_PATH, element: <TemplateIndex /> },
      { path: `${TEMPLATES_PATH}/:name`, element: <TemplatePage site={site} /> },
    ]),
  );
  return (
    <I18nextProvider i18n={site.i18n}>
      <ChromeProvider logoUrl={site.logo} mainColor={site.kiosk.mainColor}>
        <RouterProvider router={router} />
      </ChromeProvider>
    </I18nextProvider>
  );
}
