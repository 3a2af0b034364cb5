import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/compile.ts';
import { evaluate } from '../../src/engine/logic.ts';
import { testRegistry } from '../engine/helpers.ts';

/**
 * The next-step order of core spec §4 and site-operations spec §2: the `next` table of
 * flows/visitor.flow.json, its conditions compiled with the named rules they use. Every rules file
 * is compiled, as the kiosk compiles them: a rule may use one of another file (an integrator's, say),
 * and the program refuses a rule it cannot resolve. The name of the first step that applies (a
 * weighing due at a kiosk without a weighbridge is the weighing step too).
 */
const rulesFiles = readdirSync('rules')
  .filter((name) => name.endsWith('.rules.json'))
  .sort()
  .map((name) => ({ file: `rules/${name}`, data: JSON.parse(readFileSync(`rules/${name}`, 'utf8')) }));
const table = JSON.parse(readFileSync('flows/visitor.flow.json', 'utf8')).next.steps as Array<{ step: string; if?: unknown }>;
const conditions = {
  file: 'rules/table.rules.json',
  data: { rules: Object.fromEntries(table.map((s, i) => [`step${i}`, { description: s.step, logic: s.if ?? true }])) },
};
const { program } = compile({ flows: [], rules: [...rulesFiles, conditions], registry: testRegistry([], []) });
const nextStep = (context: Record<string, unknown>) => {
  const found = table.find((_, i) => evaluate(program.rules[`step${i}`], context))?.step;
  return found === 'noWeighbridge' ? 'weighing' : found === 'approval' ? 'documentPrinting' : found;
};

/** A visitor whose questionary still has questions and nothing else applies. */
const plain = { questionary: { nodes: [{ id: 'n1' }], done: false }, profile: {}, kiosk: {} };

describe('nextStep (core §4, site-operations §2): first matching rule wins', () => {
  it('1. a questionary started goes on: steps 2 to 8 were taken before it started, so the questionary step finds it', () => {
    // what a visit holds mid-questionary: identified, certified, scanned, its asset registered; weighing after the questionary
    const started = {
      ...plain,
      questionary: { nodes: [{ id: 'n1' }, { id: 'n2' }], index: 1, done: false },
      profile: { automaticApprovalInformation: { automaticApprovalEnabled: true }, requiresCertificationCheck: true },
      identification: { done: true },
      certifiedPerson: { id: 'cp-1' },
      assetRegistration: { enabled: true, complete: true },
      weighing: { processInfo: { weighingProcessMode: 1, weighingStepNumber: 1 } },
    };
    expect(nextStep(started)).toBe('visitorQuestionary');
  });
  it('2. registration already done: document printing', () => {
    expect(nextStep({ ...plain, registration: { done: true, result: { visitor: { isPrintingNeeded: true } } } })).toBe('documentPrinting');
  });
  it('3. printing in progress: printing starts only once registered, so step 2 takes a print in progress back to printing', () => {
    const printing = { ...plain, registration: { done: true, result: { visitor: { isPrintingNeeded: true } } } };
    expect(nextStep({ ...printing, weighing: { processInfo: { weighingProcessMode: 4, weighingStepNumber: 1 } } })).toBe('documentPrinting');
  });
  it('4. weighing on: weighing (a step is due, mode not PostQuestionary)', () => {
    const ctx = { ...plain, weighing: { processInfo: { weighingProcessMode: 4, weighingStepNumber: 1 } }, profile: { requiresCertificationCheck: true } };
    expect(nextStep(ctx)).toBe('weighing');
    expect(nextStep({ ...ctx, weighing: { processInfo: { weighingProcessMode: 4, weighingStepNumber: 0 } } })).toBe('certifiedPerson');
  });
  it('5. automatic approval and not identified: identification', () => {
    const ctx = { ...plain, profile: { automaticApprovalInformation: { automaticApprovalEnabled: true }, requiresCertificationCheck: true } };
    expect(nextStep(ctx)).toBe('identification');
    expect(nextStep({ ...ctx, identification: { done: true } })).toBe('certifiedPerson');
  });
  it('6. certification check required and no certified person: certified-person authentication', () => {
    const ctx = { ...plain, profile: { requiresCertificationCheck: true } };
    expect(nextStep(ctx)).toBe('certifiedPerson');
    expect(nextStep({ ...ctx, certifiedPerson: { id: 'cp-1' } })).toBe('visitorQuestionary');
  });
  it('7. scanning enabled, scanner configured and documents remain: document scanning', () => {
    const ctx = {
      ...plain,
      kiosk: { isScannerConfigured: true, features: { isDocumentScanningEnabled: true } },
      profile: { documentTypesToScan: [{ id: 1 }, { id: 2 }] },
      documentScanning: { scanned: [{ id: 1 }] },
    };
    expect(nextStep(ctx)).toBe('documentScanning');
    expect(nextStep({ ...ctx, documentScanning: { scanned: [{ id: 1 }, { id: 2 }] } })).toBe('visitorQuestionary');
    expect(nextStep({ ...ctx, kiosk: { ...ctx.kiosk, isScannerConfigured: false } })).toBe('visitorQuestionary');
  });
  it('8. registration not complete: select the transaction type', () => {
    expect(nextStep({ ...plain, assetRegistration: { enabled: true } })).toBe('selectTransactionType');
    expect(nextStep({ ...plain, assetRegistration: { enabled: true, complete: true } })).toBe('visitorQuestionary');
  });
  it('9. otherwise: the visitor questionary, or registration when it is done or empty', () => {
    expect(nextStep(plain)).toBe('visitorQuestionary');
    expect(nextStep({ ...plain, questionary: { nodes: [{ id: 'n1' }], done: true } })).toBe('register');
    expect(nextStep({ ...plain, questionary: { nodes: [] } })).toBe('register');
  });
});

describe('after the questionary (core §4): PostQuestionary weighing comes before registration, through nextStep (docs/decisions/0013)', () => {
  const done = { ...plain, questionary: { nodes: [{ id: 'n1' }], done: true } };
  it('weighs first when the mode includes PostQuestionary and a step is due', () => {
    expect(nextStep({ ...done, weighing: { processInfo: { weighingProcessMode: 1 | 4, weighingStepNumber: 2 } } })).toBe('weighing');
  });
  it('registers when weighing is done (step 0) or the mode has no PostQuestionary flag', () => {
    expect(nextStep({ ...done, weighing: { processInfo: { weighingProcessMode: 1, weighingStepNumber: 0 } } })).toBe('register');
    expect(nextStep({ ...done, weighing: { processInfo: { weighingProcessMode: 2, weighingStepNumber: 1 } } })).toBe('weighing');
    expect(nextStep(done)).toBe('register');
  });
  it('a PostQuestionary step is not due before the questionary is done', () => {
    expect(nextStep({ ...plain, weighing: { processInfo: { weighingProcessMode: 1, weighingStepNumber: 1 } } })).toBe('visitorQuestionary');
  });
});
