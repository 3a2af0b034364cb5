import type { TraceCheck, TraceEntry } from '../../engine/types.ts';
import { describeLogic, type RuleNames } from './describeLogic.ts';

/** How many values read a trace line lists before "… n more". */
const MAX_VALUES = 6;

/** A value read by a condition, in short: `"nl"`, `3`, `[7 items]`, `{4 keys}`. */
export function shortValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  if (value !== null && typeof value === 'object') return `{${Object.keys(value).length} keys}`;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
  return String(value);
}

/** One guard as a line: `[1] ✗ approval.status == 3   approval.status=2`. */
export function formatCheck(check: TraceCheck, ruleNames?: RuleNames): string {
  const mark = check.matched ? '✓' : '✗';
  const what = check.condition === undefined ? 'always' : describeLogic(check.condition, 70, ruleNames);
  const rule = check.rule && what !== check.rule ? ` (rule ${check.rule})` : '';
  const read = Object.entries(check.values);
  const values = [
    ...read.slice(0, MAX_VALUES).map(([path, value]) => `${path}=${shortValue(value)}`),
    ...(read.length > MAX_VALUES ? [`… ${read.length - MAX_VALUES} more`] : []),
  ].join(', ');
  const goto = check.goto ? ` → ${check.goto}` : '';
  return `[${check.index}]${check.source === 'flow' ? ' flow' : ''} ${mark} ${what}${rule}${goto}${values ? `   ${values}` : ''}${check.note ? `   (${check.note})` : ''}`;
}

/**
 * Engine traces as readable lines: each event with the screen it arrived on, where it led, and
 * every guard checked with the values it read. Internal events nobody handled (call results
 * stored silently) are left out unless `all` is set. With `ruleNames` (`Program.ruleNames`),
 * named rules inside conditions read as their names.
 *
 * @example
 * console.log(formatTrace(runtime.traces().slice(-5)).join('\n'));
 * // register: registered → waitingForApproval
 * //   [0] ✓ always
 * //   [1] ✓ !isBlank(registration.result.links.approvalstatus) → waitingForApproval   registration.result.links.approvalstatus="http://…"
 */
export function formatTrace(entries: readonly TraceEntry[], options: { all?: boolean; indent?: string; ruleNames?: RuleNames } = {}): string[] {
  const indent = options.indent ?? '';
  const lines: string[] = [];
  for (const entry of entries) {
    if (!options.all && !entry.handled && entry.event.startsWith('@')) continue;
    const outcome = entry.to ? ` → ${entry.to}` : entry.handled ? ' (stays)' : ' (not handled)';
    lines.push(`${indent}${entry.screen}: ${entry.event}${outcome}`);
    for (const check of entry.checks) lines.push(`${indent}  ${formatCheck(check, options.ruleNames)}`);
  }
  return lines;
}
