import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCallSchema, isLaterDefinition } from '../../../src/tooling/build/laterDefinitions.ts';
import { callCatalog } from '../../../src/api/catalog.ts';
import { screenWidgets } from '../../../widgets/registry.ts';

// What the registry and the catalog give as definitions (not as a function that fetches one) is in the first bundle.
const isLaterScreen = (type: string) => typeof screenWidgets[type as keyof typeof screenWidgets] === 'function';
const isLaterCall = (name: string) => typeof callCatalog[name as keyof typeof callCatalog] === 'function';
const screenModules = import.meta.glob<Record<string, unknown>>('../../../widgets/screens/**/index.ts', { eager: true });
const callModules = import.meta.glob<Record<string, unknown>>(['../../../src/api/calls/*.ts', '!../../../src/api/calls/*.test.ts'], { eager: true });
const absolute = (path: string) => resolve(import.meta.dirname, path);

describe('the later-definitions chunk (vite.config.ts, docs/decisions/0019)', () => {
  it('reads the first screens from the registry itself', () => {
    for (const folder of ['busy', 'language-grid', 'error-screen', 'not-found', 'restricted-ip', 'unavailable'])
      expect(isLaterDefinition(`/x/widgets/screens/${folder}/props.ts`), folder).toBe(false);
    expect(isLaterDefinition('/x/widgets/screens/questionary/index.ts')).toBe(true);
  });

  it('takes every screen widget definition the kiosk loads later, and none it has at once', () => {
    for (const [path, module] of Object.entries(screenModules)) {
      const types = Object.values(module).flatMap((value) => (value && typeof value === 'object' && 'type' in value ? [String(value.type)] : []));
      expect(types.length, path).toBeGreaterThan(0);
      const later = types.some(isLaterScreen);
      expect(isLaterDefinition(absolute(path)), path).toBe(later);
      expect(isLaterDefinition(absolute(path).replace(/index\.ts$/, 'props.ts')), path).toBe(later);
    }
  });

  it('takes every call module the kiosk loads later, and none of the start', () => {
    for (const [path, module] of Object.entries(callModules)) {
      const names = Object.values(module).flatMap((value) =>
        value && typeof value === 'object' && 'name' in value && 'method' in value ? [String(value.name)] : [],
      );
      const later = names.some(isLaterCall);
      expect(isLaterDefinition(absolute(path)), path).toBe(later);
    }
    expect(isLaterDefinition(absolute('../../../src/api/calls/abort.test.ts'))).toBe(false);
    expect(isLaterDefinition(absolute('../../../src/api/calls/kiosk.ts'))).toBe(false);
    expect(isLaterDefinition(absolute('../../../src/api/calls/visitor.ts'))).toBe(true);
    expect(isLaterDefinition(absolute('../../../src/api/execute.ts'))).toBe(false);
  });

  it('keeps every answer schema of the calls apart from the later definitions (a chunk of their own: no chunk cycle)', () => {
    expect(isCallSchema(absolute('../../../src/api/schemas/checkout.ts'))).toBe(true);
    expect(isCallSchema(absolute('../../../src/api/schemas/kiosk.ts'))).toBe(true);
    expect(isCallSchema(absolute('../../../src/api/calls/checkout.ts'))).toBe(false);
    expect(isLaterDefinition(absolute('../../../src/api/schemas/checkout.ts'))).toBe(false);
  });
});
