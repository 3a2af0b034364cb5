import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md, held (docs/decisions/0035): data → engine → the kiosk's
 * vocabulary → runtime → widgets → app, with the call catalog beside the runtime and the tools
 * beside the app. Each rule names a room and the rooms its product code never imports; tests and
 * test helpers cross rooms freely. Imports are read with the parser Vite builds with (oxc, through
 * `parseSync`): static imports, re-exports and `import()` alike; an `import type` counts too (a type
 * is knowledge of a room).
 */

/** One import of one file: the file, what it names, and whether it is `import()`. */
interface Import {
  readonly from: string;
  readonly to: string;
  readonly dynamic: boolean;
  /** `import type` (or every name of it a type): gone from the built code. */
  readonly typeOnly: boolean;
}

interface Rule {
  readonly room: string;
  readonly never: readonly string[];
  /** An import of a forbidden room the rule allows, said why in `why`. */
  readonly unless?: (entry: Import) => boolean;
  readonly why: string;
}

const RULES: readonly Rule[] = [
  {
    room: 'src/engine/',
    never: ['src/kiosk/', 'src/runtime/', 'src/api/', 'src/app/', 'src/sim/', 'src/tooling/', 'widgets/', 'rules/', 'tests/'],
    why: 'the engine is pure and knows no kiosk name: everything arrives through EngineRegistry',
  },
  {
    room: 'src/kiosk/',
    never: ['widgets/', 'src/runtime/', 'src/app/', 'src/sim/', 'src/tooling/', 'tests/'],
    why: "the kiosk's vocabulary (and the questionary model) sits under the widgets that render it",
  },
  { room: 'src/runtime/', never: ['widgets/', 'src/kiosk/', 'src/api/', 'src/app/', 'src/sim/', 'src/tooling/', 'tests/'], why: 'the runtime runs the engine' },
  {
    room: 'src/api/',
    never: ['widgets/', 'src/kiosk/', 'src/app/', 'src/sim/', 'src/tooling/', 'tests/'],
    why: 'the call catalog knows no screen and no flow',
  },
  {
    room: 'widgets/',
    never: ['src/app/', 'src/api/', 'src/sim/', 'src/tooling/', 'tests/'],
    // a prop that is a server's answer as the flow passes it (Weighing's `result`) is described by the
    // answer's own schema, the one definition of that shape: schemas are zod only, no client
    unless: (entry) => entry.from.endsWith('/props.ts') && entry.to.startsWith('src/api/schemas/'),
    why: "widgets render props and emit events; they never reach the server (they read the questionary's shapes from its model; a props schema may compose an answer schema of src/api/schemas)",
  },
  { room: 'src/sim/', never: ['widgets/', 'src/app/', 'src/tooling/', 'tests/'], why: "the simulated site speaks the call catalog's schemas only" },
  { room: 'src/tooling/', never: ['src/app/', 'tests/'], why: 'the tools read documents, the engine and the registries, never the app or the tests' },
  { room: 'rules/', never: ['src/', 'widgets/', 'tests/'], why: 'named rules and operations are data and pure functions' },
];

/**
 * Modules the kiosk's page must never load (what `src/app/main.tsx` reaches, development tools
 * aside): every screen widget's or call's definition at once (they load on demand from the registry
 * and the catalog, docs/decisions/0019), the tools, the compiler (a build reads a compiled program,
 * docs/decisions/0018).
 */
const NEVER_IN_THE_KIOSK = ['widgets/allScreenWidgets.ts', 'src/api/allCalls.ts', 'src/tooling/', 'src/engine/compile.ts'];
const KIOSK_ENTRY = 'src/app/main.tsx';
/** Loaded only by the development server (`import.meta.env.DEV`): never in a build. */
const DEVELOPMENT_ONLY = 'src/app/dev/';

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('widgets/testing/');

/** An ESTree node, as far as reading imports needs. */
type Node = { readonly type?: string; readonly [key: string]: unknown };

/** The imports of a TypeScript source (`file`: its path from the project root, for resolving). */
function importsOf(file: string, text: string): Import[] {
  const { program, errors } = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts', sourceType: 'module' });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  const found: Import[] = [];
  const add = (source: unknown, dynamic: boolean, typeOnly: boolean) => {
    const specifier = (source as Node | null)?.value;
    if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
    found.push({ from: file, to: normalize(join(dirname(file), specifier)), dynamic, typeOnly });
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const { type } = node as Node;
    if (type === 'ImportDeclaration') {
      const specifiers = ((node as Node).specifiers ?? []) as Node[];
      const typeOnly = (node as Node).importKind === 'type' || (specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type'));
      add((node as Node).source, false, typeOnly);
    } else if (type === 'ExportNamedDeclaration' || type === 'ExportAllDeclaration') {
      add((node as Node).source, false, (node as Node).exportKind === 'type');
    } else if (type === 'ImportExpression') {
      add((node as Node).source, true, false);
    }
    for (const value of Object.values(node)) if (value !== null && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

/** Every import that breaks a rule, as `file → import: why`. */
function layerViolations(imports: readonly Import[], rules: readonly Rule[] = RULES): string[] {
  const problems: string[] = [];
  for (const entry of imports) {
    if (isTest(entry.from)) continue;
    for (const rule of rules) {
      if (!entry.from.startsWith(rule.room)) continue;
      const room = rule.never.find((never) => entry.to.startsWith(never));
      if (room && !rule.unless?.(entry)) problems.push(`${entry.from} → ${entry.to}: ${rule.room} never imports ${room} (${rule.why})`);
    }
  }
  return problems;
}

/** The modules `entry` loads, statically or on demand (types aside), each with the chain that reaches it. */
function reachable(imports: readonly Import[], entry: string, skip: (file: string) => boolean): Map<string, string[]> {
  const byFile = new Map<string, Import[]>();
  for (const entryImport of imports) byFile.set(entryImport.from, [...(byFile.get(entryImport.from) ?? []), entryImport]);
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of byFile.get(file) ?? []) {
      if (next.typeOnly || skip(next.to) || chains.has(next.to)) continue;
      chains.set(next.to, [...(chains.get(file) ?? []), next.to]);
      queue.push(next.to);
    }
  }
  return chains;
}

/** The modules the kiosk's page loads that it must never load, with the chain of imports to each. */
function kioskLoadsTooMuch(imports: readonly Import[]): string[] {
  const chains = reachable(imports, KIOSK_ENTRY, (file) => file.startsWith(DEVELOPMENT_ONLY));
  return [...chains].filter(([file]) => NEVER_IN_THE_KIOSK.some((never) => file.startsWith(never))).map(([, chain]) => chain.join(' → '));
}

const sourceFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'widgets', 'rules'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
const allImports = sourceFiles.flatMap((file) => importsOf(file, readFileSync(file, 'utf8')));

describe('the layers (docs/architecture.md "The direction of dependencies", docs/decisions/0035)', () => {
  it('reads every kind of import: static, type-only, re-exported and import()', () => {
    const text = [
      "import { a } from '../../widgets/registry.ts';",
      "import type { B } from '../api/catalog.ts';",
      "import { type C, type D } from './types.ts';",
      "export { e } from '../runtime/loadOnce.ts';",
      "const later = () => import('../tooling/engineRegistry.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf('src/kiosk/x.ts', text)).toEqual([
      { from: 'src/kiosk/x.ts', to: 'widgets/registry.ts', dynamic: false, typeOnly: false },
      { from: 'src/kiosk/x.ts', to: 'src/api/catalog.ts', dynamic: false, typeOnly: true },
      { from: 'src/kiosk/x.ts', to: 'src/kiosk/types.ts', dynamic: false, typeOnly: true },
      { from: 'src/kiosk/x.ts', to: 'src/runtime/loadOnce.ts', dynamic: false, typeOnly: false },
      { from: 'src/kiosk/x.ts', to: 'src/tooling/engineRegistry.ts', dynamic: true, typeOnly: false },
    ]);
  });

  it('fails on a planted violation: widgets into the engine side, the app or the tests into the tools, the server into widgets', () => {
    const planted = [
      ...importsOf('src/kiosk/effects/x.ts', "import { Questionary } from '../../../widgets/screens/questionary/index.ts';"),
      ...importsOf('src/engine/x.ts', "import type { WidgetDefinition } from '../../widgets/defineWidget.ts';"),
      ...importsOf('src/tooling/cli/x.ts', "import { MAIN_FLOW } from '../../app/createKiosk.ts';"),
      ...importsOf('src/tooling/fixtures/x.ts', "import { Fixture } from '../../../tests/golden/schema.ts';"),
      ...importsOf('widgets/screens/x/XScreen.tsx', "import type { WeighingResult } from '../../../src/api/schemas/weighing.ts';"),
      ...importsOf('widgets/screens/x/props.ts', "import { createApiClient } from '../../../src/api/client.ts';"),
      // a props schema composing an answer schema is allowed
      ...importsOf('widgets/screens/x/props.ts', "import { WeighingResult } from '../../../src/api/schemas/weighing.ts';"),
      // tests cross rooms
      ...importsOf('src/kiosk/x.test.ts', "import { createNode } from '../../widgets/testing/createNode.ts';"),
    ];
    const found = layerViolations(planted);
    expect(found).toHaveLength(6);
    expect(found[0]).toBe(
      "src/kiosk/effects/x.ts → widgets/screens/questionary/index.ts: src/kiosk/ never imports widgets/ (the kiosk's vocabulary (and the questionary model) sits under the widgets that render it)",
    );
    expect(found.slice(1).map((problem) => problem.split(':')[0])).toEqual([
      'src/engine/x.ts → widgets/defineWidget.ts',
      'src/tooling/cli/x.ts → src/app/createKiosk.ts',
      'src/tooling/fixtures/x.ts → tests/golden/schema.ts',
      'widgets/screens/x/XScreen.tsx → src/api/schemas/weighing.ts',
      'widgets/screens/x/props.ts → src/api/client.ts',
    ]);
  });

  it('finds no violation in the source', () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(layerViolations(allImports)).toEqual([]);
  });

  it("fails when the kiosk's page would load every definition at once, the tools or the compiler", () => {
    const planted = [
      ...importsOf(KIOSK_ENTRY, "import { createKiosk } from './createKiosk.ts';\nif (import.meta.env.DEV) void import('./dev/tools.tsx');"),
      ...importsOf('src/app/createKiosk.ts', "import { calls } from '../api/allCalls.ts';\nimport type { Program } from '../engine/compile.ts';"),
      ...importsOf('src/app/dev/tools.tsx', "import { createEngineRegistry } from '../../tooling/engineRegistry.ts';"),
    ];
    expect(kioskLoadsTooMuch(planted)).toEqual(['src/app/main.tsx → src/app/createKiosk.ts → src/api/allCalls.ts']);
  });

  it("keeps every definition at once, the tools and the compiler out of the kiosk's page", () => {
    expect(reachable(allImports, KIOSK_ENTRY, () => false).size).toBeGreaterThan(100);
    expect(kioskLoadsTooMuch(allImports)).toEqual([]);
  });
});
