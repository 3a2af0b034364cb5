import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { evaluate } from '../../src/engine/logic.ts';
import { testRegistry } from '../engine/helpers.ts';

/** The feature flags (site-operations §3, §7 GET /features; core §3 "Features"; docs/decisions/0014). */
const rulesFiles = ['rules/features.rules.json'].map((file) => ({ file, data: JSON.parse(readFileSync(file, 'utf8')) }));
const { program } = compile({ flows: [], rules: rulesFiles, registry: testRegistry([], []) });

const flag = (kiosk: boolean | undefined, server: boolean | undefined | null) => ({
  kiosk: { features: kiosk === undefined ? {} : { isDocumentScanningEnabled: kiosk, isDocumentSigningEnabled: kiosk } },
  ...(server === null ? {} : { features: server === undefined ? {} : { isDocumentScanningEnabled: server, isDocumentSigningEnabled: server } }),
});
const scanning = (context: object) => evaluate(program.rules.documentScanningEnabled, context as Record<string, unknown>);
const signing = (context: object) => evaluate(program.rules.documentSigningEnabled, context as Record<string, unknown>);

describe('documentScanningEnabled and documentSigningEnabled', () => {
  it('are on when the kiosk configuration and the server both have them on', () => {
    expect([scanning(flag(true, true)), signing(flag(true, true))]).toEqual([true, true]);
  });
  it("are off when the server's feature flags turn them off, whatever the kiosk says", () => {
    expect([scanning(flag(true, false)), signing(flag(true, false))]).toEqual([false, false]);
  });
  it('are off when the kiosk configuration has them off, whatever the server says', () => {
    expect([scanning(flag(false, true)), signing(flag(false, true)), scanning(flag(undefined, true))]).toEqual([false, false, false]);
  });
  it("follow the kiosk configuration when the server's flags are missing (call failed) or do not name them", () => {
    expect([scanning(flag(true, null)), signing(flag(true, null)), scanning(flag(true, undefined))]).toEqual([true, true, true]);
    expect([scanning(flag(false, null)), signing(flag(false, undefined))]).toEqual([false, false]);
  });
});
