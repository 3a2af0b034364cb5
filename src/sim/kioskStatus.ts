import { createAreaState } from './handlers/areaState.ts';
import type { Site, SimKiosk } from './site.ts';

/**
 * What a site operator changes about a running kiosk (core spec §4 "Kiosk fetch", site-operations
 * spec §4 "Kiosk status"): block it, unblock it, restrict its IP address, lift the restriction. The
 * kiosk learns of it at its next status check.
 */
export const STATUS_CHANGES = ['block', 'unblock', 'restrict', 'lift'] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

/** A change made before the kiosk's `atCheck`-th status check (1 is the first since the site started). */
export interface PlannedStatusChange {
  readonly change: StatusChange;
  readonly atCheck: number;
}

/** The restriction `restrict` sets: the one of the IP-restricted kiosk 3 (data/kiosks.ts). */
const RESTRICTION = { reason: 'IP address not allowed', ipAddress: '203.0.113.7' } as const;

const statusState = createAreaState(() => ({ planned: [] as PlannedStatusChange[], checks: new Map<string, number>() }));

/**
 * Plans changes of every kiosk's status by its status checks, as an operator who acts between two
 * of them: the kiosk sees each at the check it is planned for, and every call after it.
 *
 * @example
 * planStatusChanges(site, [{ change: 'restrict', atCheck: 2 }, { change: 'lift', atCheck: 3 }]);
 */
export function planStatusChanges(site: Site, changes: readonly PlannedStatusChange[]): void {
  statusState(site).planned.push(...changes);
}

/** Counts a status check of `kiosk` and makes the changes planned for it, before it is answered. */
export function countStatusCheck(site: Site, kiosk: SimKiosk): void {
  const state = statusState(site);
  const key = `${kiosk.tenant}/${kiosk.id}`;
  const check = (state.checks.get(key) ?? 0) + 1;
  state.checks.set(key, check);
  for (const { change } of state.planned.filter((p) => p.atCheck === check)) {
    if (change === 'block') site.blockKiosk(kiosk.id, kiosk.tenant);
    else if (change === 'unblock') site.unblockKiosk(kiosk.id, kiosk.tenant);
    else site.restrictIp(kiosk.id, change === 'restrict' ? RESTRICTION : null, kiosk.tenant);
  }
}

/**
 * Reads `kioskStatus=restrict@2,lift@3` (each `change@check`, comma-separated) of a page URL or a
 * fixture's `scenario.simulator`: the changes, and a problem per entry it cannot read.
 */
export function statusChangesFromSearch(search: string): { changes: PlannedStatusChange[]; problems: string[] } {
  const value = new URLSearchParams(search).get('kioskStatus');
  const changes: PlannedStatusChange[] = [];
  const problems: string[] = [];
  if (value === null) return { changes, problems };
  for (const entry of value.split(',').map((e) => e.trim())) {
    const match = /^([a-z]+)@(\d+)$/.exec(entry);
    const change = match?.[1] as StatusChange | undefined;
    const atCheck = Number(match?.[2]);
    if (!change || !STATUS_CHANGES.includes(change) || !(atCheck >= 1)) {
      problems.push(`kioskStatus "${entry}": expected change@check (check from 1) with change one of ${STATUS_CHANGES.join(', ')}`);
      continue;
    }
    changes.push({ change, atCheck });
  }
  return { changes, problems };
}

/** Applies `?kioskStatus=...` of a page URL to a site; returns the problems found. */
export function applyKioskStatusFromSearch(site: Site, search: string): string[] {
  const { changes, problems } = statusChangesFromSearch(search);
  planStatusChanges(site, changes);
  return problems;
}
