import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../api/client.ts';
import { compile, type Program } from '../engine/compile.ts';
import { createRuntime, type Runtime } from '../runtime/runtime.ts';
import { createSystemScheduler, type Scheduler } from '../runtime/scheduler.ts';
import { createCallRunner, forgetVisitorQueries } from './callRunner.ts';
import { createEngineRegistry } from './engineRegistry.ts';
import { bundledSources } from './flows.ts';
import { addTranslations, createI18n } from './i18n.ts';

/** The flow the kiosk runs from its home screen. */
export const MAIN_FLOW = 'visitor';

/** Everything one kiosk page runs on. */
export interface Kiosk {
  readonly program: Program;
  readonly runtime: Runtime;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
}

export interface KioskOptions {
  readonly tenant: string;
  readonly kioskId: number;
  readonly apiBase: string;
  readonly scheduler?: Scheduler;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly sessionStorage?: Pick<Storage, 'clear'>;
  readonly headerPrefix?: string;
  readonly onReload?: () => void;
  readonly onRedirect?: (url: string) => void;
  readonly warnMissingTranslations?: boolean;
  readonly program?: Program;
}

let bundledProgram: Program | null = null;

/**
 * Compiles the bundled flows once per page.
 * @throws FlowCompileError when a bundled flow document is malformed (the app shows it).
 */
export function loadProgram(): Program {
  bundledProgram ??= compile({ ...bundledSources(), registry: createEngineRegistry() }).program;
  return bundledProgram;
}

/**
 * Wires a kiosk: API client, query cache, i18n and the runtime over the compiled flows.
 * Used by the browser entry and by the headless golden-path runner alike.
 *
 * @example
 * const kiosk = createKiosk({ tenant: 'demo', kioskId: 1, apiBase: '/api' });
 */
export function createKiosk(options: KioskOptions): Kiosk {
  const program = options.program ?? loadProgram();
  const i18n = createI18n({ warnMissing: options.warnMissingTranslations });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 5 * 60_000 } } });
  const client = createApiClient({ baseURL: options.apiBase, tenant: options.tenant, headerPrefix: options.headerPrefix, getLanguage: () => i18n.language || 'en' });
  const callApi = createCallRunner(client, queryClient);
  const runtime = createRuntime(
    program,
    MAIN_FLOW,
    { kioskId: options.kioskId, tenant: options.tenant },
    {
      callApi,
      scheduler: options.scheduler ?? createSystemScheduler(),
      addTranslations: (language, resources) => addTranslations(i18n, language, resources),
      changeLanguage: (language) => void i18n.changeLanguage(language),
      storage: options.storage,
      onReset: () => {
        forgetVisitorQueries(queryClient);
        options.sessionStorage?.clear();
        void i18n.changeLanguage('en');
      },
      onReload: options.onReload,
      onRedirect: options.onRedirect,
      log: (level, message) => {
        const text = typeof message === 'string' ? message : JSON.stringify(message);
        if (level >= 2) console.warn(`[kiosk] ${text}`);
        // errors go to the site's general log (core spec §7 `log/general`, §8); a failure to log is ignored
        if (level >= 3) callApi('log.general', { kioskId: options.kioskId, message: text }).catch(() => undefined);
      },
    },
  );
  return { program, runtime, queryClient, i18n };
}
