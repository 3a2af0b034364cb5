import { describe, expect, it } from 'vitest';
import { compileBundledDocuments } from '../app/compileBundled.ts';
import { calls } from './catalog.ts';
import { callDefinition, loadedCallDefinition } from './callDefinitions.ts';

describe('call definitions on demand (docs/decisions/0019)', () => {
  it('has the start calls of core spec §3 at once, and no later call before it is loaded', () => {
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
      expect(loadedCallDefinition(name), name).toBe(calls[name as keyof typeof calls]);
    }
    expect(loadedCallDefinition('visitor.register')).toBeUndefined();
    expect(loadedCallDefinition('toString')).toBeUndefined();
  });

  it('has at once every call the visitor flow makes up to its language screen (the start, the poll, the screen)', () => {
    const visitor = compileBundledDocuments().flows.visitor as unknown as Record<string, any>;
    const { starting, language } = visitor.screens;
    const names = [...starting.load.calls, ...language.load.calls, ...language.enter, ...visitor.polls].map((call: { call: string }) => call.call);
    expect(names).toEqual(expect.arrayContaining(['kiosk.languages', 'kiosk.status', 'kiosk.languagePageLoaded']));
    for (const name of names) expect(loadedCallDefinition(name), name).toBeDefined();
  });

  it('loads every call of the catalog, the same definition, and knows no other name', async () => {
    for (const [name, definition] of Object.entries(calls)) await expect(callDefinition(name), name).resolves.toBe(definition);
    await expect(callDefinition('visitor.unregister')).resolves.toBeUndefined();
    await expect(callDefinition('constructor')).resolves.toBeUndefined();
  });
});
