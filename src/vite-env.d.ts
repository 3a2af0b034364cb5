/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Explicit API base of a real deployment; without it the host-name rule or the simulated site applies. */
  readonly VITE_API_BASE?: string;
  /** The product domain of the host-name rule (`kiosk.D`, `{dbg|dev|stg}-kiosk.D`, localhost); see src/app/config.ts. */
  readonly VITE_SITE_DOMAIN?: string;
  /** The API of a kiosk opened on localhost under the host-name rule; default http://localhost:5000/api. */
  readonly VITE_LOCAL_API_BASE?: string;
}

/**
 * The flow program compiled from the documents, the same in a build, the development server and
 * vitest: a function that reads the main flow (src/app/builtProgram.ts) and `loadLaterFlows`, which
 * adds the others. See `compiledProgram` in src/tooling/build/checkedFlowsPlugin.ts.
 */
declare module 'virtual:gatehouse/program' {
  const loadBundledProgram: () => import('./engine/compile.ts').Program;
  export default loadBundledProgram;
  /** Adds the flows loaded after the first screen (docs/decisions/0024). */
  export const loadLaterFlows: (program: import('./engine/compile.ts').Program) => Promise<void>;
}
