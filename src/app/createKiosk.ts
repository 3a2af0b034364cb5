import { createApiClient } from '../api/client.ts';
import type { Program } from '../engine/compile.ts';
import { createRuntime, type Runtime } from '../runtime/runtime.ts';
import { createSystemScheduler, type Scheduler } from '../runtime/scheduler.ts';
import type { KioskStorage } from '../engine/effects/effect.ts';
import { createCallRunner, forgetVisitorQueries } from '../api/callRunner.ts';
import { type CallDefinitions, createCallDefinitions } from '../api/createCallDefinitions.ts';
import { loadOnce } from '../runtime/loadOnce.ts';
import { createScreenWidgets, type ScreenWidgets } from '../../widgets/createScreenWidgets.ts';
import { createQueryClient, type QueryClient } from '../api/queryClient.ts';
import { createCrashReporter, type CrashReporter } from './crash.ts';
import loadBundledProgram, { loadLaterFlows as loadBundledLaterFlows } from 'virtual:gatehouse/program';
import { clearSessionKeepingGuard } from './staleCode.ts';
import { createKioskTexts, type KioskTexts } from './texts.ts';
import { MAIN_FLOW } from '../kiosk/mainFlow.ts';
import { createProductMetrics } from './productMetrics.ts';

/**
 * How long one call may take before it counts as failed (ms). The network of a site fails; a call
 * that never answers must become an error the flow handles, not a spinner forever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Everything one kiosk page runs on. */
export interface Kiosk {
  readonly kioskId: number;
  readonly tenant: string;
  readonly program: Program;
  readonly runtime: Runtime;
  /** The kiosk's screen widgets: the first screens at once, the others fetched on demand (widgets/registry.ts). */
  readonly widgets: ScreenWidgets;
  /** The kiosk's call definitions: the start calls at once, the others fetched on demand (src/api/catalog.ts). */
  readonly calls: CallDefinitions;
  /**
   * The kiosk's TanStack Query client: the cache of its cached reads from the first call on
   * (src/api/callRunner.ts), and the client of the app's `QueryClientProvider`. Returning home
   * removes its visitor-scoped queries (DESIGN.md "A shared device forgets").
   */
  readonly queryClient: QueryClient;
  /** The kiosk's texts: the i18next instance react-i18next renders with (texts.ts). */
  readonly texts: KioskTexts;
  readonly scheduler: Scheduler;
  /** The crash state: the app shows the crash page while it is set, then reloads. */
  readonly crash: CrashReporter;
  /** Where the site's attachments live (`<apiBase>/attachments/`, core spec §7): the only images server HTML may show. */
  readonly attachmentsBase: string;
  /**
   * The path of the screen the kiosk started on. A page opened there whose kiosk moved on before
   * the page's first render (a start that failed at once) shows where the kiosk is (KioskApp.tsx).
   */
  readonly startPath: string;
}

export interface KioskOptions {
  readonly tenant: string;
  readonly kioskId: number;
  readonly apiBase: string;
  readonly scheduler?: Scheduler;
  readonly storage?: KioskStorage;
  /** The page's session storage: cleared between visitors, but for the mark of a reload for code that was gone (src/app/staleCode.ts). */
  readonly sessionStorage?: Pick<Storage, 'clear' | 'getItem' | 'setItem'>;
  readonly headerPrefix?: string;
  readonly requestTimeoutMs?: number;
  /** Reloads the page (a new kiosk version). */
  readonly onReload?: () => void;
  /** Starts the kiosk afresh at its home after a crash; default `onReload`. */
  readonly onRestart?: () => void;
  readonly onRedirect?: (url: string) => void;
  readonly warnMissingTranslations?: boolean;
  /**
   * The kiosk's program; default the one the build compiled from the flow documents
   * (`virtual:gatehouse/program`, the same in the development server and vitest, docs/decisions/0035).
   * @throws FlowDocumentsError from createKiosk when the documents have an error (development server, vitest)
   */
  readonly program?: Program;
  /** Adds the program's later flows (docs/decisions/0024); default the build's (`virtual:gatehouse/program`'s `loadLaterFlows`). */
  readonly loadLaterFlows?: (program: Program) => Promise<void>;
}

/**
 * Wires a kiosk: API client, query client, i18n, the crash reporter and the runtime over the
 * compiled flows. Used by the browser entry and by the headless golden-path runner alike.
 *
 * Returning home forgets the visitor outside the flow context too (DESIGN.md "A shared device
 * forgets"): visitor-scoped cached answers, session storage, the visit's texts, the i18n language.
 *
 * @example
 * const kiosk = createKiosk({ tenant: 'demo', kioskId: 1, apiBase: '/api' });
 */
export function createKiosk(options: KioskOptions): Kiosk {
  // the kiosk's own program: the main flow now, the others added after the first screen (docs/decisions/0024)
  const program = options.program ?? loadBundledProgram();
  const scheduler = options.scheduler ?? createSystemScheduler();
  const texts = createKioskTexts({ warnMissing: options.warnMissingTranslations });
  const queryClient = createQueryClient();
  const client = createApiClient({
    baseURL: options.apiBase,
    tenant: options.tenant,
    headerPrefix: options.headerPrefix,
    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    getLanguage: () => texts.language,
  });
  const calls = createCallDefinitions();
  const callApi = createCallRunner(client, queryClient, calls);
  // the flows and code effects the program loads after the first screen (docs/decisions/0024), at
  // most once at a time; nothing to load when none is left
  const loadLater = loadOnce(() => (options.loadLaterFlows ?? loadBundledLaterFlows)(program));
  const loadLaterFlows = () => (program.laterFlows?.size || program.laterCodeEffects?.size ? loadLater() : Promise.resolve());
  // the language the flow chose; the texts switch to it only once they are there, so a screen
  // never shows blanks while they load, or when they failed to load (it stays in English then)
  let wanted = 'en';
  const showLanguage = (language: string) => {
    wanted = language;
    if (language === 'en' || texts.has(language)) texts.show(language);
  };
  // errors go to the site's general log (core spec §7 `log/general`, §8); a failure to log is ignored
  const logGeneral = (message: string): Promise<unknown> => callApi('log.general', { kioskId: options.kioskId, message }).catch(() => undefined);
  // page views and errors to the site's product-metrics proxy, when its settings name one (core §7)
  const metrics = createProductMetrics({ kioskId: options.kioskId, callApi, now: () => scheduler.now() });
  const session = options.sessionStorage;
  const reload = options.onRestart ?? options.onReload;
  const crash = createCrashReporter({
    scheduler,
    log: logGeneral,
    reload,
    // core spec §8 MODULE_NOT_FOUND: a screen's or a flow's code gone after a new version was deployed
    staleCode: session && reload ? { storage: session, reload } : undefined,
    onCrash: () => {
      metrics.error('crash');
      runtime.stop();
    },
  });
  const runtime: Runtime = createRuntime(
    program,
    MAIN_FLOW,
    { kioskId: options.kioskId, tenant: options.tenant },
    {
      callApi,
      scheduler,
      addTranslations: (language, resources, scope) => {
        texts.add(language, resources, scope);
        if (language === wanted && texts.language !== language) texts.show(language);
      },
      changeLanguage: showLanguage,
      storage: options.storage,
      onReset: () => {
        forgetVisitorQueries(queryClient);
        clearSessionKeepingGuard(session);
        texts.dropVisit();
        showLanguage('en');
      },
      onReload: options.onReload,
      onRedirect: options.onRedirect,
      onFailure: (error) => crash.report(error),
      loadLaterFlows,
      log: (level, message) => {
        const text = typeof message === 'string' ? message : JSON.stringify(message);
        if (level >= 2) console.warn(`[kiosk] ${text}`);
        if (level >= 2) metrics.error(level >= 3 ? 'error' : 'warning');
        if (level >= 3) void logGeneral(text);
      },
    },
  );
  runtime.subscribe(() => metrics.screenShown(runtime.getSnapshot()));
  metrics.screenShown(runtime.getSnapshot());
  const attachmentsBase = `${options.apiBase.replace(/\/$/, '')}/attachments/`;
  const startPath = runtime.getSnapshot().view.path;
  return {
    kioskId: options.kioskId,
    tenant: options.tenant,
    program,
    runtime,
    widgets: createScreenWidgets(),
    calls,
    queryClient,
    texts,
    scheduler,
    crash,
    attachmentsBase,
    startPath,
  };
}
