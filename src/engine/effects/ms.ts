/** Evaluates a delay or interval: a finite non-negative number, else `fallback`. */
export function toMs(value: unknown, fallback: number): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}
