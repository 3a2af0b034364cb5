import { http, HttpResponse, type HttpHandler } from 'msw';
import { isPictogramName, logoSvg, pictogramSvg } from '../assets/pictograms.ts';
import { resolveSite, type SiteSource } from './route.ts';

/** Serves the pictograms and company logos at `/sim-assets/<name>.svg` (no tenant: images load by URL). */
export function assetHandlers(source: SiteSource): HttpHandler[] {
  return [
    http.get('*/sim-assets/:file', ({ params }) => {
      const file = String(params.file);
      const name = file.replace(/\.svg$/, '');
      const svg = (body: string) => new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });
      if (isPictogramName(name)) return svg(pictogramSvg(name));
      const tenant = /^logo-(.+)$/.exec(name)?.[1];
      const setup = tenant ? resolveSite(source).tenant(tenant) : undefined;
      if (setup) return svg(logoSvg(setup.displayName, setup.logoColor));
      return new HttpResponse(`No simulated asset ${file}`, { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }),
  ];
}
