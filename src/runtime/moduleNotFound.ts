/** Messages browsers and vite give a chunk that could not be fetched (Chromium, Firefox, Safari, vite's preload). */
const CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /failed to load module script/i,
  /unable to preload css/i,
];

/**
 * Whether `error`, or an error it was caused by (`cause`), is code that could not be loaded: core
 * spec §8 "Missing module lookups raise MODULE_NOT_FOUND". After a new version is deployed a kiosk
 * still running the old page asks for a screen's chunk that is no longer on the server. vite's
 * `vite:preloadError` event is left alone on purpose: not prevented, its error rejects the
 * `import()` of the screen or flow, which reaches the crash reporter (src/app/crash.ts) like any other.
 *
 * @example
 * isModuleNotFound(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')); // true
 */
export function isModuleNotFound(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, name, message, cause } = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
    if (code === 'MODULE_NOT_FOUND' || name === 'ChunkLoadError') return true;
    if (typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
