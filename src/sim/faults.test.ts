import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { applyFaultsFromSearch, createFaults, faultsFromSearch } from './faults.ts';
import { createNodeSimulator } from './node.ts';
import { createSite } from './site.ts';
import { createSimClient } from './testing.ts';

let site = createSite();
const sim = createNodeSimulator(() => site);
const client = createSimClient('demo', 1_000);
const languages = () => executeCall(client, calls['kiosk.languages'], { kioskId: 1 });

beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.resetHandlers();
  site = createSite();
});
afterAll(() => sim.close());

describe('fault injection per call', () => {
  it('network: the call fails without an answer (ApiError kind "network")', async () => {
    site.faults.set('kiosk.languages', { kind: 'network' });
    await expect(languages()).rejects.toMatchObject({ kind: 'network', call: 'kiosk.languages', status: undefined });
  });

  it('http500: 500 Internal Server Error', async () => {
    site.faults.set('kiosk.languages', { kind: 'http500' });
    await expect(languages()).rejects.toMatchObject({ kind: 'http', status: 500, statusText: 'Internal Server Error' });
  });

  it('forbidden: 403', async () => {
    site.faults.set('visitor.register', { kind: 'forbidden' });
    await expect(
      executeCall(client, calls['visitor.register'], {
        kioskId: 1,
        profileId: 1,
        language: 'en',
        registrationStartedOn: 0,
        answers: {},
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 403 });
    expect(site.visitors()).toEqual([]);
  });

  it('schema: a body that fails the call schema (ApiError kind "schema")', async () => {
    site.faults.set('kiosk.languages', { kind: 'schema' });
    await expect(languages()).rejects.toMatchObject({ kind: 'schema' });
  });

  it('slow: the normal answer, late; past the client timeout it is a timeout', async () => {
    site.faults.set('kiosk.languages', { kind: 'slow', delayMs: 150 });
    const started = Date.now();
    expect((await languages()).length).toBeGreaterThan(15);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    site.faults.set('kiosk.languages', { kind: 'slow', delayMs: 3_000 });
    await expect(languages()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('times: the fault hits that many calls, then the call works again', async () => {
    site.faults.set('kiosk.languages', { kind: 'http500', times: 2 });
    await expect(languages()).rejects.toMatchObject({ status: 500 });
    await expect(languages()).rejects.toMatchObject({ status: 500 });
    await expect(languages()).resolves.toHaveLength(16);
  });

  it('lost: the site acts on the call, the kiosk hears a network error', async () => {
    site.faults.set('visitor.register', { kind: 'lost', times: 1 });
    const register = () => executeCall(client, calls['visitor.register'], { kioskId: 1, profileId: 1, language: 'en', registrationStartedOn: 0, answers: {} });
    await expect(register()).rejects.toMatchObject({ kind: 'network', call: 'visitor.register' });
    expect(site.visitors()).toHaveLength(1);
    await expect(register()).resolves.toBeDefined();
    expect(site.visitors()).toHaveLength(2);
  });

  it('skip: the first calls pass, then the fault hits its times', async () => {
    site.faults.set('kiosk.languages', { kind: 'http500', times: 1, skip: 2 });
    await expect(languages()).resolves.toHaveLength(16);
    await expect(languages()).resolves.toHaveLength(16);
    await expect(languages()).rejects.toMatchObject({ status: 500 });
    await expect(languages()).resolves.toHaveLength(16);
  });

  it('affects only the named call, and clear() removes faults', async () => {
    site.faults.set('kiosk.languages', { kind: 'http500' });
    site.faults.set('kiosk.status', { kind: 'network' });
    await expect(executeCall(client, calls['kiosk.get'], { kioskId: 1 })).resolves.toMatchObject({ id: 1 });
    site.faults.clear('kiosk.status');
    await expect(executeCall(client, calls['kiosk.status'], { kioskId: 1 })).resolves.toMatchObject({ isBlocked: false });
    await expect(languages()).rejects.toMatchObject({ status: 500 });
    site.faults.clear();
    await expect(languages()).resolves.toHaveLength(16);
    expect(site.faults.list().size).toBe(0);
  });

  it('rejects an unknown kind or a non-positive times', () => {
    const faults = createFaults();
    expect(() => faults.set('kiosk.get', { kind: 'boom' as never })).toThrow('Unknown fault kind "boom"');
    expect(() => faults.set('kiosk.get', { kind: 'network', times: 0 })).toThrow('positive');
    expect(() => faults.set('kiosk.get', { kind: 'network', skip: -1 })).toThrow('whole number');
  });

  it('counts the answers a delay holds back, until the delay ends', async () => {
    const faults = createFaults();
    let end = () => {};
    const held = faults.hold(new Promise<void>((resolve) => (end = resolve)));
    expect(faults.held()).toBe(1);
    end();
    await held;
    expect(faults.held()).toBe(0);
  });
});

describe('faults from the page URL (?simFault=)', () => {
  it('parses call:kind entries with optional @delay and *times', () => {
    expect(faultsFromSearch('?tenant=demo&simFault=kiosk.languages:network,visitor.register:http500*1,kiosk.profiles:slow@5000')).toEqual({
      faults: [
        { call: 'kiosk.languages', fault: { kind: 'network' } },
        { call: 'visitor.register', fault: { kind: 'http500', times: 1 } },
        { call: 'kiosk.profiles', fault: { kind: 'slow', delayMs: 5000 } },
      ],
      errors: [],
    });
    expect(faultsFromSearch('simFault=documentScanning.scan:http500*1~1,documentSigning.sign:lost*1').faults).toEqual([
      { call: 'documentScanning.scan', fault: { kind: 'http500', times: 1, skip: 1 } },
      { call: 'documentSigning.sign', fault: { kind: 'lost', times: 1 } },
    ]);
  });

  it('skips malformed entries and says why', () => {
    const { faults, errors } = faultsFromSearch('simFault=kiosk.get:explode,nocolon,kiosk.status:network*0,kiosk.time:schema');
    expect(faults).toEqual([{ call: 'kiosk.time', fault: { kind: 'schema' } }]);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('kiosk.get:explode');
    expect(faultsFromSearch('?tenant=demo')).toEqual({ faults: [], errors: [] });
  });

  it('applies the parsed faults to a site', async () => {
    expect(applyFaultsFromSearch(site.faults, '?simFault=kiosk.languages:forbidden')).toEqual([]);
    await expect(languages()).rejects.toMatchObject({ status: 403 });
  });
});
