/** The module at `file` loaded through Vite's module runner, its CSS imports empty (importTs.mjs). */
export function importTs<T = Record<string, unknown>>(file: string): Promise<T>;
