import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLaterDefinition } from '../../../src/tooling/build/laterDefinitions.ts';
import { loadedCallDefinition } from '../../../src/api/callDefinitions.ts';
import { loadedScreenWidget } from '../../../widgets/screensOnDemand.ts';

// Node test: nothing preloads here, so "loaded" means "in the first bundle".
const screenModules = import.meta.glob<Record<string, unknown>>('../../../widgets/screens/**/index.ts', { eager: true });
const callModules = import.meta.glob<Record<string, unknown>>(['../../../src/api/calls/*.ts', '!../../../src/api/calls/*.test.ts'], { eager: true });
const absolute = (path: string) => resolve(import.meta.dirname, path);

describe('the later-definitions chunk (vite.config.ts, docs/decisions/0019)', () => {
  it('takes every screen widget definition the kiosk loads later, and none it has at once', () => {
    for (const [path, module] of Object.entries(screenModules)) {
      const types = Object.values(module).flatMap((value) => (value && typeof value === 'object' && 'type' in value ? [String(value.type)] : []));
      expect(types.length, path).toBeGreaterThan(0);
      const later = types.some((type) => loadedScreenWidget(type) === undefined);
      expect(isLaterDefinition(absolute(path)), path).toBe(later);
      expect(isLaterDefinition(absolute(path).replace(/index\.ts$/, 'props.ts')), path).toBe(later);
    }
  });

  it('takes every call module the kiosk loads later, and none of the start', () => {
    for (const [path, module] of Object.entries(callModules)) {
      const names = Object.values(module).flatMap((value) =>
        value && typeof value === 'object' && 'name' in value && 'method' in value ? [String(value.name)] : [],
      );
      const later = names.some((name) => loadedCallDefinition(name) === undefined);
      expect(isLaterDefinition(absolute(path)), path).toBe(later);
    }
    expect(isLaterDefinition(absolute('../../../src/api/calls/abort.test.ts'))).toBe(false);
    expect(isLaterDefinition(absolute('../../../src/api/execute.ts'))).toBe(false);
  });
});
