/**
 * Starts every widget's load at once — one after the other took seconds behind the simulated
 * site's service worker, and a visitor who came at once waited for screens — and resolves when all
 * are in; rejects with the first failure once every load has settled (the others are kept).
 *
 * @example
 * await preloadAll(fieldWidgets); // every field's code that loads on demand
 */
export async function preloadAll(widgets: readonly { preload: () => Promise<void> }[]): Promise<void> {
  const results = await Promise.allSettled(widgets.map((widget) => widget.preload()));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
