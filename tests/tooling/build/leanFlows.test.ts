import { describe, expect, it } from 'vitest';
import { compile, type SourceFile } from '../../../src/engine/compile.ts';
import { createEngineRegistry } from '../../../src/tooling/engineRegistry.ts';
import { leanDocument } from '../../../src/tooling/build/leanDocument.ts';
import { readSources } from '../../../src/tooling/check/sources.ts';

/**
 * The production build compiles its program from the flow and rules documents lean (issue 11 §3,
 * decisions 0015 and 0018):
 * without the text written for people, with everything the kiosk runs on.
 */
const sources = readSources();
const leanSources = (files: readonly SourceFile[]): SourceFile[] =>
  files.map((source) => {
    const text = JSON.stringify(leanDocument(source.file, source.data));
    return { file: source.file, data: JSON.parse(text) as unknown, text };
  });

/** The document of `file` as written. */
function documentOf(file: string): Record<string, any> {
  const source = [...sources.flows, ...sources.rules].find((s) => s.file === file);
  if (!source) throw new Error(`no ${file}`);
  return source.data as Record<string, any>;
}

/** A compiled program as comparable data: maps as entries, notes and descriptions left out. */
function comparable(value: unknown): string {
  return JSON.stringify(value, (key, item: unknown) => {
    if (key === 'note' || key === 'description') return undefined;
    if (item instanceof Map) return [...item.entries()];
    if (item instanceof Set) return [...item];
    if (typeof item === 'function') return `fn ${item.name}`;
    return item;
  });
}

describe('lean flow documents (the production bundle)', () => {
  it('leave out $schema, descriptions and notes of documents, screens, polls, rules, transitions and loads', () => {
    const visitor = documentOf('flows/visitor.flow.json');
    const lean = leanDocument('flows/visitor.flow.json', visitor) as Record<string, any>;
    expect(lean.$schema).toBeUndefined();
    expect(lean.description).toBeUndefined();
    expect(lean.screens.preparing.description).toBeUndefined();
    expect(lean.screens.preparing.load.calls.some((call: Record<string, unknown>) => 'note' in call)).toBe(false);
    expect(lean.next.description).toBeUndefined();
    expect(lean.next.steps.some((step: Record<string, unknown>) => 'note' in step)).toBe(false);
    // a flow part (flows/platform.flow.json) the same way
    const platform = documentOf('flows/platform.flow.json');
    const leanPlatform = leanDocument('flows/platform.flow.json', platform) as Record<string, any>;
    expect(leanPlatform.description).toBeUndefined();
    expect(leanPlatform.partOf).toBe('visitor');
    expect(leanPlatform.poll[0].description).toBeUndefined();
    expect(leanPlatform.screens.starting.description).toBeUndefined();
    expect(leanPlatform.on.statusChecked.some((entry: Record<string, unknown>) => 'note' in entry)).toBe(false);
    // what the kiosk runs on stays
    expect(lean.next.steps.map((step: { step: string; goto: string }) => [step.step, step.goto])).toEqual(
      visitor.next.steps.map((step: { step: string; goto: string }) => [step.step, step.goto]),
    );
    expect(leanPlatform.screens.starting.load.calls.map((call: { call: string }) => call.call)).toEqual(
      platform.screens.starting.load.calls.map((call: { call: string }) => call.call),
    );
    const rules = documentOf('rules/next-step.rules.json');
    const leanRules = leanDocument('rules/next-step.rules.json', rules) as Record<string, any>;
    expect(leanRules.rules.weighingIsOn.description).toBeUndefined();
    expect(leanRules.rules.weighingIsOn.logic).toEqual(rules.rules.weighingIsOn.logic);
  });

  it("keep a widget's data whole: a `description` in props is the widget's, not a note", () => {
    const text = JSON.stringify(leanDocument('flows/asset.flow.json', documentOf('flows/asset.flow.json')));
    expect(text).toContain('"description":{"var":"description"}');
  });

  it('compile to the same program as the documents as written, notes and descriptions apart', () => {
    const registry = createEngineRegistry();
    const full = compile({ flows: sources.flows, rules: sources.rules, registry, checked: true }).program;
    const lean = compile({ flows: leanSources(sources.flows), rules: leanSources(sources.rules), registry, checked: true }).program;
    // screen by screen, so a difference names its screen
    const screens = Object.values(full.flows).flatMap((flow) => Object.keys(flow.screens).map((id) => [flow.id, id] as const));
    expect(screens.length).toBeGreaterThan(100);
    for (const [flow, id] of screens) {
      expect(comparable(lean.flows[flow]?.screens[id]), `${flow}/${id}`).toBe(comparable(full.flows[flow]?.screens[id]));
    }
    const rest = (program: typeof full) => comparable({ ...program, flows: Object.values(program.flows).map((flow) => ({ ...flow, screens: null })) });
    expect(rest(lean)).toBe(rest(full));
  });
});
