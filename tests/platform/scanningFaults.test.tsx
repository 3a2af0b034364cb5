// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api/allCalls.ts';
import { expectNoCrash, faultMatrix, ON, type Row } from './faultMatrix.ts';
import { platformSuite } from './harness.tsx';

/**
 * The fault matrix of document scanning (issue 15 "Done when": the fault matrix includes every new
 * call; site-operations §4 "Document scanning", §7, §8): each documentScanning call × each fault of
 * the simulated site (network error, HTTP 500, slow answer, a body failing its schema, 403) leads
 * to a defined screen — the scanner-not-found page, the failed page, the kiosk's error page, or the
 * normal way on — never a blank page, a crash page or an uncaught error.
 */
const suite = platformSuite();

const MATRIX: readonly Row[] = [
  {
    call: 'documentScanning.scannerHealth',
    fixture: 'scanning-one-page',
    at: 'profiles',
    until: { before: 'example' },
    failed: 'notFound',
    slow: ON,
    why: '§8 unreachable: a warning and one retry, then as offline',
  },
  {
    call: 'documentScanning.exampleImage',
    fixture: 'scanning-one-page',
    at: 'profiles',
    until: { before: 'example' },
    failed: ON,
    slow: ON,
    why: 'the example shows its texts without the image',
  },
  {
    call: 'documentScanning.prepareScanning',
    fixture: 'scanning-one-page',
    at: 'example',
    failed: 'error',
    slow: ON,
    why: 'a scanner that cannot be prepared: the error page with retry',
    answerIgnored: true,
  },
  { call: 'documentScanning.scan', fixture: 'scanning-one-page', at: 'insert', failed: 'failed', slow: ON, why: '§8 scan processing error' },
  {
    call: 'documentScanning.status',
    fixture: 'scanning-one-page',
    at: 'insert',
    until: { before: 'takeDocumentBack' },
    failed: 'failed',
    slow: ON,
    why: '§8 unreachable: a warning, the poll goes on; after 150 s cancelled, the failed page',
  },
  {
    call: 'documentScanning.preview',
    fixture: 'scanning-one-page',
    at: 'progress',
    until: { before: 'takeDocumentBack' },
    failed: 'failed',
    slow: ON,
    why: 'no preview to show: the failed page',
  },
  {
    call: 'documentScanning.cancel',
    fixture: 'scanning-failed',
    at: 'progress',
    until: { before: 'failed' },
    failed: ON,
    slow: ON,
    why: 'a lost cancel is not the visitor’s problem: the failed page',
    answerIgnored: true,
  },
  {
    call: 'documentScanning.error',
    fixture: 'scanning-failed',
    at: 'progress',
    until: { before: 'failed' },
    failed: ON,
    slow: ON,
    why: 'a lost error report is not the visitor’s problem: the failed page',
    answerIgnored: true,
  },
  {
    call: 'documentScanning.remove',
    fixture: 'scanning-discard-page',
    at: 'preview',
    failed: ON,
    slow: ON,
    why: 'a lost remove is not the visitor’s problem: back to the example',
    answerIgnored: true,
  },
  {
    call: 'documentScanning.link',
    fixture: 'scanning-one-page',
    at: 'preview',
    failed: ON,
    slow: ON,
    why: 'the visitor is registered: a failed link is logged, the confirmation shows',
    answerIgnored: true,
  },
];

describe('the document scanning matrix', () => {
  it('covers every documentScanning call of the catalog', () => {
    const scanning = Object.keys(calls).filter((name) => name.startsWith('documentScanning.'));
    expect(scanning.filter((call) => !MATRIX.some((row) => row.call === call))).toEqual([]);
  });
});

faultMatrix(suite, MATRIX, {
  title: '$call in $fixture ($why)',
  async check({ k, kind, expected, consoleError }) {
    // the status poll gives up after 150 s (§9). A slow answer lands in real time, maybe within a
    // step of kiosk time: steps of 1 s, the poll's interval, so two polls never run in the rest of
    // one step and pass the screen the answer leads to unseen (it failed so under load)
    await k.advanceUntil(expected, 160_000, kind === 'slow' ? 1_000 : 5_000);
    // a slow answer may land and be followed by the next screen within one step: it showed
    if (kind !== 'slow') expect(k.screen()).toBe(expected);
    expectNoCrash(k, consoleError);
  },
});
