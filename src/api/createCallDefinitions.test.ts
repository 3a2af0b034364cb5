import { describe, expect, it, vi } from 'vitest';
import loadBundledProgram from 'virtual:gatehouse/program';
import { calls } from './allCalls.ts';
import { callCatalog } from './catalog.ts';
import { createCallDefinitions } from './createCallDefinitions.ts';

describe("a kiosk's call definitions, on demand from the catalog (docs/decisions/0019, 0035)", () => {
  it('has the start calls of core spec §3 at once, and no later call before it is loaded', () => {
    const definitions = createCallDefinitions();
    for (const name of [
      'kiosk.get',
      'kiosk.languages',
      'kiosk.localizationResources',
      'kiosk.companyLogo',
      'kiosk.status',
      'system.settings',
      'system.features',
      'kiosk.time',
      'kiosk.profiles',
    ]) {
      expect(definitions.loaded(name), name).toBe(calls[name as keyof typeof calls]);
    }
    expect(definitions.loaded('visitor.register')).toBeUndefined();
    expect(definitions.loaded('toString')).toBeUndefined();
  });

  it('gives at once exactly the kiosk.* and system.* calls (the first bundle), every other by its module', () => {
    const given = Object.entries(callCatalog).flatMap(([name, entry]) => (typeof entry === 'function' ? [] : [name]));
    expect(given.every((name) => /^(kiosk|system)\./.test(name))).toBe(true);
    expect(Object.keys(callCatalog).filter((name) => /^(kiosk|system)\./.test(name))).toEqual(given);
  });

  it('has at once every call the visitor flow makes up to its language screen (the start, the poll, the screen)', () => {
    const definitions = createCallDefinitions();
    const visitor = loadBundledProgram().flows.visitor as unknown as Record<string, any>;
    const { starting, language } = visitor.screens;
    const names = [...starting.load.calls, ...language.load.calls, ...language.enter, ...visitor.polls].map((call: { call: string }) => call.call);
    expect(names).toEqual(expect.arrayContaining(['kiosk.languages', 'kiosk.status', 'kiosk.languagePageLoaded']));
    for (const name of names) expect(definitions.loaded(name), name).toBeDefined();
  });

  it('loads every call of the catalog, the same definition, under its own name, and knows no other name', async () => {
    const definitions = createCallDefinitions();
    for (const [name, definition] of Object.entries(calls)) {
      expect(definition.name).toBe(name);
      await expect(definitions.load(name), name).resolves.toBe(definition);
    }
    await expect(definitions.load('visitor.unregister')).resolves.toBeUndefined();
    await expect(definitions.load('constructor')).resolves.toBeUndefined();
  });

  it("is one kiosk's, and a failed fetch is tried again at the next call", async () => {
    await createCallDefinitions().preload();
    expect(createCallDefinitions().loaded('visitor.register')).toBeUndefined();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk visitor is gone')).mockResolvedValueOnce(calls['visitor.register']);
    const definitions = createCallDefinitions({ 'visitor.register': load });
    await expect(definitions.preload()).rejects.toThrow('chunk visitor is gone');
    await definitions.preload();
    expect(definitions.loaded('visitor.register')).toBe(calls['visitor.register']);
  });
});
