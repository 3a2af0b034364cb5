/** The module at `file` loaded through Vite's module runner, its CSS imports empty (importTs.mjs). */
export function importTs<T = Record<string, unknown>>(file: string): Promise<T>;

/** The module the kiosk takes its flow program from (src/app/createKiosk.ts `loadProgram`). */
export declare const PROGRAM_MODULE_ID: 'virtual:gatehouse/program';
/** That module's code where the flow documents are compiled as written (dev server, vitest, tools). */
export declare const COMPILED_DOCUMENTS_MODULE: string;
