import { createApiClient } from '../../api/client.ts';
import { calls } from '../../api/catalog.ts';
import { executeCall } from '../../api/execute.ts';
import type { KioskConfiguration, KioskTranslations } from '../../api/schemas/kiosk.ts';
import { createKioskTexts, type KioskTexts } from '../texts.ts';

/** The kiosk whose branding and texts the demonstration pages show (the sample tenant's kiosk 1). */
export const TEMPLATE_KIOSK_ID = 1;

/** What the demonstration pages show: the sample site's branding, texts and keyboard layout. */
export interface TemplateSite {
  readonly texts: KioskTexts;
  readonly kiosk: KioskConfiguration;
  readonly logo: string | null;
  readonly translations: KioskTranslations;
}

/**
 * Loads the sample site the demonstration pages of core spec §2 (`/sample/templates`, tenant
 * `sample`) render with: kiosk configuration, logo, English texts and the welcome and status
 * translations — the same calls the kiosk makes, so the gallery looks like the kiosk.
 *
 * @throws ApiError when the site does not answer (the page then says so).
 */
export async function loadTemplateSite(options: { tenant: string; apiBase: string }): Promise<TemplateSite> {
  const client = createApiClient({ baseURL: options.apiBase, tenant: options.tenant, timeoutMs: 30_000 });
  const kioskId = TEMPLATE_KIOSK_ID;
  const [kiosk, logo, texts, configuration, weighingTexts] = await Promise.all([
    executeCall(client, calls['kiosk.get'], { kioskId }),
    executeCall(client, calls['kiosk.companyLogo'], { kioskId }).catch(() => null),
    executeCall(client, calls['kiosk.localizationResources'], { kioskId, language: 'en' }),
    executeCall(client, calls['kiosk.configuration'], { kioskId, language: 'en' }),
    // the Weighing widget's texts (site-operations §7 GET /weighing/localizations); the gallery works without them
    executeCall(client, calls['weighing.localizations'], { language: 'en' }).catch(() => null),
  ]);
  const kioskTexts = createKioskTexts({ warnMissing: import.meta.env.DEV });
  kioskTexts.add('en', texts);
  kioskTexts.add('en', weighingTexts);
  return { texts: kioskTexts, kiosk, logo, translations: configuration.translations };
}
