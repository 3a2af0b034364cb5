import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkedFlows } from '../../../src/tooling/build/checkedFlowsPlugin.ts';
import { createEngineRegistry } from '../../../src/kiosk/registry.ts';
import { compile } from '../../../src/engine/compile.ts';
import { readSources } from '../../../src/tooling/check/sources.ts';

/** A copy of flows/ and rules/, the visitor flow changed by `change`. */
function copyWith(change: (flow: Record<string, any>) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-build-'));
  for (const dir of ['flows', 'rules']) {
    mkdirSync(join(root, dir));
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) copyFileSync(join(dir, f), join(root, dir, f));
  }
  const file = join(root, 'flows', 'visitor.flow.json');
  const flow = JSON.parse(readFileSync(file, 'utf8'));
  change(flow);
  writeFileSync(file, JSON.stringify(flow, null, 2));
  return root;
}

/** Runs the plugin's build start over `root` as Vite would; resolves with what it reported as an error. */
async function buildStart(root: string): Promise<string | null> {
  const plugin = checkedFlows();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  try {
    await (plugin.buildStart as (this: typeof context) => Promise<void>).call(context);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the production build checks the flow documents (DESIGN.md "Bad input gets a clear error")', () => {
  it('fails the build with the checker report: file, JSON path and what is wrong', async () => {
    const reported = await buildStart(copyWith((f) => (f.screens.profiles.widget = 'ProfileGrid')));
    expect(reported).toContain('the flow documents have 1 error(s); the kiosk would not start');
    expect(reported).toContain('flows/visitor.flow.json');
    expect(reported).toContain('$.screens.profiles.widget');
    expect(reported).toContain('unknown widget "ProfileGrid"');
  });

  it('lets the shipped documents through', async () => {
    expect(await buildStart(process.cwd())).toBeNull();
  });

  it('a checked compile (what the built kiosk runs) gives the same program as a validating one', () => {
    const { flows, rules } = readSources();
    const registry = createEngineRegistry();
    const validated = compile({ flows, rules, registry }).program;
    const trusted = compile({ flows, rules, registry, checked: true }).program;
    expect(JSON.parse(JSON.stringify(trusted.flows))).toEqual(JSON.parse(JSON.stringify(validated.flows)));
    expect(trusted.rules).toEqual(validated.rules);
  });
});
