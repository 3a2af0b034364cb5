import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inspect } from 'node:util';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/engine/compile.ts';
import { createEngineRegistry } from '../../../src/tooling/engineRegistry.ts';
import { buildProgramParts } from '../../../src/tooling/build/builtProgram.ts';
import { checkedFlows, compiledProgram } from '../../../src/tooling/build/checkedFlowsPlugin.ts';
import { readSources } from '../../../src/tooling/check/sources.ts';
import { copyDocuments } from '../documents.ts';

/** A copy of flows/ and rules/, the visitor flow changed by `change`. */
function copyWith(change: (flow: Record<string, any>) => void): string {
  const root = copyDocuments('gatehouse-build-');
  const file = join(root, 'flows', 'visitor.flow.json');
  const flow = JSON.parse(readFileSync(file, 'utf8'));
  change(flow);
  writeFileSync(file, JSON.stringify(flow, null, 2));
  return root;
}

/** Runs the plugin's check over `root` as Vite would once the configuration is resolved; resolves with the error it threw. */
async function checkBeforeBuild(root: string): Promise<Error | null> {
  const plugin = checkedFlows();
  try {
    await (plugin.configResolved as (config: ResolvedConfig) => Promise<void>)({ root, command: 'build' } as ResolvedConfig);
    return null;
  } catch (error) {
    return error as Error;
  }
}

describe('the production build checks the flow documents (DESIGN.md "Bad input gets a clear error")', () => {
  it('fails the build with the checker report: file:line:column, JSON path and what is wrong, and no stack trace', async () => {
    const error = await checkBeforeBuild(copyWith((f) => (f.screens.profiles.widget = 'ProfileGrid')));
    const report = error?.message ?? '';
    expect(report).toContain('the flow documents have 1 error(s); the kiosk would not start');
    expect(report).toMatch(/^error flows\/visitor\.flow\.json:\d+:\d+ \$\.screens\.profiles\.widget: unknown widget "ProfileGrid"/m);
    // what Vite's command line prints of it (util.inspect) and the stack are the report itself
    expect(inspect(error)).toBe(report);
    expect(error?.stack).toBe(report);
  });

  it('lets the shipped documents through', async () => {
    expect(await checkBeforeBuild(process.cwd())).toBeNull();
  });

  it('npx vite build on a broken copy prints the report without a stack trace and exits 1', () => {
    const root = copyWith((f) => (f.screens.language.props.columns = 'five'));
    const build = spawnSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', root, '--config', resolve('vite.config.ts')], {
      encoding: 'utf8',
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).toBe(1);
    expect(output).toMatch(/error flows\/visitor\.flow\.json:\d+:\d+ \$\.screens\.language\.props\.columns: wrong value for prop "columns"/);
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('a checked compile (what the built kiosk runs) gives the same program as a validating one', () => {
    const { flows, rules } = readSources();
    const registry = createEngineRegistry();
    const validated = compile({ flows, rules, registry }).program;
    const trusted = compile({ flows, rules, registry, checked: true }).program;
    expect(JSON.parse(JSON.stringify(trusted.flows))).toEqual(JSON.parse(JSON.stringify(validated.flows)));
    expect(trusted.rules).toEqual(validated.rules);
  });
});

describe('the compiledProgram plugin (docs/decisions/0018, 0024, 0035)', () => {
  const plugin = compiledProgram();
  const hook = (name: 'configResolved' | 'resolveId' | 'load' | 'watchChange') => plugin[name] as unknown as (...args: unknown[]) => unknown;
  const watched: string[] = [];
  const context = { addWatchFile: (file: string) => watched.push(file) };
  const id = hook('resolveId')('virtual:gatehouse/program') as string;
  const laterId = hook('resolveId')('virtual:gatehouse/program-later') as string;
  const load = async (moduleId: string) => (await hook('load').call(context, moduleId)) as string;

  it.each(['build', 'serve'])(
    'gives the program compiled from the documents, main flow first, the same in a %s',
    async (command) => {
      expect(typeof id).toBe('string');
      expect(typeof laterId).toBe('string');
      expect(hook('resolveId')('./other.ts')).toBeNull();
      hook('configResolved')({ command, root: process.cwd() } as Partial<ResolvedConfig>);
      const code = await load(id);
      expect(code).toContain(`import { addBuiltFlows, readBuiltProgram } from ${JSON.stringify(resolve('src/app/builtProgram.ts'))};`);
      expect(code).toContain(`import("virtual:gatehouse/program-later")`);
      const text = /^const data = JSON\.parse\((.*)\);$/m.exec(code)?.[1];
      expect(text).toBeDefined();
      const parts = JSON.parse(JSON.stringify(buildProgramParts(process.cwd())));
      expect(JSON.parse(JSON.parse(text as string) as string)).toEqual(parts.first);
      // the later flows: a module of their own, which the first part's loadLaterFlows imports
      const later = await load(laterId);
      expect(later).toContain(`export { laterCodeEffects as effects } from ${JSON.stringify(resolve('src/kiosk/laterCodeEffects.ts'))};`);
      expect(code).toContain('addBuiltFlows(program, later.default, later.effects)');
      const laterText = /^export default JSON\.parse\((.*)\);$/m.exec(later)?.[1];
      expect(JSON.parse(JSON.parse(laterText as string) as string)).toEqual(parts.later);
    },
    60_000,
  );

  it('outside a build, watches the documents and compiles them again when one changes', async () => {
    hook('configResolved')({ command: 'serve', root: process.cwd() } as Partial<ResolvedConfig>);
    watched.length = 0;
    await load(id);
    expect(watched).toContain(resolve('flows/visitor.flow.json'));
    expect(watched.every((file) => /\.(flow|rules)\.json$/.test(file))).toBe(true);
  });

  it('outside a build, a document with an error gives a program that throws the checker report (the page shows it)', async () => {
    const broken = compiledProgram();
    const root = copyWith((f) => (f.screens.profiles.widget = 'ProfileGrid'));
    (broken.configResolved as unknown as (config: Partial<ResolvedConfig>) => void)({ command: 'serve', root });
    const code = (await (broken.load as unknown as (id: string) => Promise<string>).call(context, id)) as string;
    const program = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(() => program.default()).toThrow(
      /the flow documents have 1 error\(s\)[\s\S]*flows\/visitor\.flow\.json:\d+:\d+ \$\.screens\.profiles\.widget: unknown widget "ProfileGrid"/,
    );
    await expect(program.loadLaterFlows()).rejects.toThrow(/unknown widget "ProfileGrid"/);
    // the document fixed: the next load compiles again
    writeFileSync(join(root, 'flows', 'visitor.flow.json'), readFileSync('flows/visitor.flow.json', 'utf8'));
    (broken.watchChange as unknown as (file: string) => void)(join(root, 'flows', 'visitor.flow.json'));
    expect(await (broken.load as unknown as (id: string) => Promise<string>).call(context, id)).toContain('readBuiltProgram(data)');
  }, 60_000);
});
