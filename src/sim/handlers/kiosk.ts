import { HttpResponse } from 'msw';
import { LANGUAGES, toLanguageCode } from '../data/languages.ts';
import { LOCALIZATION } from '../data/localization/index.ts';
import { documentScanningTexts } from '../data/documentScanning.ts';
import { countStatusCheck } from '../kioskStatus.ts';
import type { SimKiosk } from '../site.ts';
import { defineRoute, problem, toInt, type RouteContext } from './route.ts';
import { assetUrl, kioskTextsView, kioskView, profileView } from './views.ts';

/**
 * Finds the kiosk of the path for the tenant. An IP-restricted kiosk answers every call with the
 * 403 blockedIpAddress body of core spec §4 "Kiosk fetch" and §8.
 */
export function withKiosk(context: RouteContext, kioskId: number | undefined, answer: (kiosk: SimKiosk) => Response): Response {
  const kiosk = kioskId === undefined ? undefined : context.site.kiosk(context.tenant, kioskId);
  if (!kiosk) return problem(404, `No self-service kiosk ${String(kioskId ?? context.params.kioskId)} for tenant "${context.tenant}"`);
  if (kiosk.ipRestriction) {
    return HttpResponse.json({ blockedIpAddress: true, ...kiosk.ipRestriction }, { status: 403, statusText: 'Forbidden' });
  }
  return answer(kiosk);
}

const onKiosk = (context: RouteContext, answer: (kiosk: SimKiosk) => Response) => withKiosk(context, toInt(context.params.kioskId), answer);

const language = (context: RouteContext) => context.url.searchParams.get('twoLetterLanguageIsoCode');

/** Kiosk API of core spec §7 (prefix /api/selfservicekiosks). `time` comes before `:kioskId`. */
export const kioskRoutes = [
  defineRoute({
    call: 'kiosk.time',
    method: 'get',
    path: '/selfservicekiosks/time',
    malformed: { time: 0 },
    handle: ({ site }) => HttpResponse.json(site.now().toISOString()),
  }),
  defineRoute({
    call: 'kiosk.get',
    method: 'get',
    path: '/selfservicekiosks/:kioskId',
    handle: (c) => onKiosk(c, (kiosk) => HttpResponse.json({ ...kioskView(kiosk, c.origin), ...c.site.kioskPatch(kiosk.id) })),
  }),
  defineRoute({
    call: 'kiosk.configuration',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/configuration',
    handle: (c) => onKiosk(c, (kiosk) => HttpResponse.json(kioskTextsView(kiosk, language(c)))),
  }),
  defineRoute({
    call: 'kiosk.companyLogo',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/companylogo',
    handle: (c) => onKiosk(c, () => HttpResponse.json(assetUrl(c.origin, `logo-${c.tenant}`))),
  }),
  defineRoute({
    call: 'kiosk.languages',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/languages',
    handle: (c) => onKiosk(c, (kiosk) => HttpResponse.json(LANGUAGES.filter((l) => kiosk.languages.includes(l.isoCode)).map((l) => ({ ...l })))),
  }),
  defineRoute({
    call: 'kiosk.localizationResources',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/localizationresources',
    handle: (c) =>
      onKiosk(c, () => {
        const lang = toLanguageCode(language(c));
        // the scanning texts are English in every language (data/documentScanning.ts)
        return HttpResponse.json({ ...LOCALIZATION[lang], documentScanning: documentScanningTexts(lang) });
      }),
  }),
  defineRoute({
    call: 'kiosk.profiles',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/profiles',
    handle: (c) =>
      onKiosk(c, (kiosk) => {
        const lang = toLanguageCode(language(c));
        return HttpResponse.json(c.site.profilesOf(c.tenant, kiosk.id).map((p) => ({ ...profileView(p, lang, c.origin), ...c.site.profilePatch(p.id) })));
      }),
  }),
  defineRoute({
    call: 'kiosk.status',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/status',
    handle: (c) => {
      // what an operator planned to change before this check (src/sim/kioskStatus.ts) applies to its answer
      const kiosk = c.site.kiosk(c.tenant, toInt(c.params.kioskId) ?? -1);
      if (kiosk) countStatusCheck(c.site, kiosk);
      return onKiosk(c, (k) => HttpResponse.json({ isBlocked: k.blocked, version: k.version }));
    },
  }),
  defineRoute({
    call: 'kiosk.languagePageLoaded',
    method: 'post',
    path: '/selfservicekiosks/:kioskId/languagePageLoaded',
    handle: (c) =>
      onKiosk(c, (kiosk) => {
        c.site.logEvent({ tenant: c.tenant, kioskId: kiosk.id, event: 'languagePageLoaded' });
        return new HttpResponse(null, { status: 204 });
      }),
  }),
  defineRoute({
    call: 'kiosk.languageSelected',
    method: 'post',
    path: '/selfservicekiosks/:kioskId/languageSelected',
    handle: async (c) => {
      const body = (await c.request.json().catch(() => null)) as { twoLetterLanguageIsoCode?: unknown } | null;
      return onKiosk(c, (kiosk) => {
        const selected = typeof body?.twoLetterLanguageIsoCode === 'string' ? body.twoLetterLanguageIsoCode : undefined;
        c.site.logEvent({ tenant: c.tenant, kioskId: kiosk.id, event: 'languageSelected', ...(selected ? { language: selected } : {}) });
        return new HttpResponse(null, { status: 204 });
      });
    },
  }),
];
