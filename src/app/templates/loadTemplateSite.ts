import { createApiClient } from '../../api/client.ts';
import { callCatalog } from '../../api/catalog.ts';
import { executeCall } from '../../api/execute.ts';
import type { KioskConfiguration, KioskTranslations } from '../../api/schemas/kiosk.ts';
import { createKioskTexts, type KioskTexts } from '../texts.ts';
import { loadWidgetPages, type WidgetPage } from './widgetPages.tsx';

/** The kiosk whose branding and texts the demonstration pages show (the sample tenant's kiosk 1). */
export const TEMPLATE_KIOSK_ID = 1;

/** What the demonstration pages show: the sample site's branding, texts and keyboard layout, and every screen widget (the gallery). */
export interface TemplateSite {
  readonly texts: KioskTexts;
  readonly kiosk: KioskConfiguration;
  readonly logo: string | null;
  readonly translations: KioskTranslations;
  readonly widgets: readonly WidgetPage[];
}

/**
 * Loads the sample site the demonstration pages of core spec §2 (`/sample/templates`, tenant
 * `sample`) render with: kiosk configuration, logo, English texts and the welcome and status
 * translations — the same calls the kiosk makes, so the gallery looks like the kiosk — and every
 * screen widget's definition for the gallery.
 *
 * @throws ApiError when the site does not answer (the page then says so).
 */
export async function loadTemplateSite(options: { tenant: string; apiBase: string }): Promise<TemplateSite> {
  const client = createApiClient({ baseURL: options.apiBase, tenant: options.tenant, timeoutMs: 30_000 });
  const kioskId = TEMPLATE_KIOSK_ID;
  const [kiosk, logo, texts, configuration, weighingTexts, widgets] = await Promise.all([
    executeCall(client, callCatalog['kiosk.get'], { kioskId }),
    executeCall(client, callCatalog['kiosk.companyLogo'], { kioskId }).catch(() => null),
    executeCall(client, callCatalog['kiosk.localizationResources'], { kioskId, language: 'en' }),
    executeCall(client, callCatalog['kiosk.configuration'], { kioskId, language: 'en' }),
    // the Weighing widget's texts (site-operations §7 GET /weighing/localizations); the gallery works without them
    callCatalog['weighing.localizations']()
      .then((call) => executeCall(client, call, { language: 'en' }))
      .catch(() => null),
    loadWidgetPages(),
  ]);
  const kioskTexts = createKioskTexts({ warnMissing: import.meta.env.DEV });
  kioskTexts.add('en', texts);
  kioskTexts.add('en', weighingTexts);
  return { texts: kioskTexts, kiosk, logo, translations: configuration.translations, widgets };
}
