// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expectNoCrash, faultMatrix, homeFromError, ON, type Row } from './faultMatrix.ts';
import { type PlatformKiosk, platformSuite } from './harness.tsx';

/**
 * The fault matrix of document signing (issue 15 "Done when"; site-operations spec §4, §7, §8
 * "Document signing"): every call the signing flow makes × every fault the simulated site injects
 * (network error, HTTP 500, slow answer, a body failing its schema, 403) leads to a defined screen —
 * the signing error page (retry, home) or the normal way on — never a blank page, a crash page or
 * an uncaught error. Nothing is signed twice.
 */
const suite = platformSuite();
const { sim, open } = suite;

interface SigningRow extends Row {
  /** What the failure screen says. */
  readonly failedText: RegExp;
}

const FIXTURE = 'signing-one-document';

/** Waits until Next is enabled: it waits for the preview pages, which MSW delays (real time) when slow. */
function nextEnabled(k: PlatformKiosk): Promise<void> {
  return k.until(() => !k.has('[data-action="next"]:disabled'), 'Next enabled (the preview pages in)');
}

const MATRIX: readonly SigningRow[] = [
  {
    call: 'documentSigning.documents',
    at: 'pincode',
    failed: 'failed',
    slow: ON,
    why: 'no documents to sign: the error page, not a checkout without signing',
    failedText: /Something went wrong/,
  },
  { call: 'documentSigning.preview', at: 'pincode', failed: 'failed', slow: ON, why: 'no initial preview: the error page', failedText: /Something went wrong/ },
  {
    call: 'documentSigning.sign',
    at: 'signaturePreview',
    failed: 'failed',
    slow: ON,
    why: 'an unrecorded signing: the error page, the visitor not checked out',
    failedText: /The document could not be signed/,
  },
];

describe('the document signing matrix', () => {
  it('covers every signing call of the catalog and every call the signing golden path makes', async () => {
    const { calls } = await import('../../src/api/allCalls.ts');
    const signingCalls = Object.keys(calls).filter((name) => name.startsWith('documentSigning.'));
    expect(signingCalls.filter((call) => !MATRIX.some((row) => row.call === call))).toEqual([]);
    const site = sim.fresh();
    const k = open({ fixture: FIXTURE });
    await k.reach({ screen: 'language', nth: 2 });
    const made = new Set(site.requests.map((r) => r.call).filter((call) => call.startsWith('documentSigning.')));
    expect([...made].filter((call) => !MATRIX.some((row) => row.call === call)).sort()).toEqual([]);
    k.dispose();
  });
});

faultMatrix(suite, MATRIX, {
  title: '$call ($why)',
  fixture: FIXTURE,
  async check({ row, site, k, visit, on, expected, consoleError }) {
    if (on) {
      // the normal way on: once the slow answer is in (Next waits for the pages), the golden path
      // goes on to its end (home), signing once
      await k.waitFor(expected);
      await nextEnabled(k);
      if (row.call === 'documentSigning.preview') {
        // the signature preview is slow too
        await visit.to('signaturePreview');
        await nextEnabled(k);
      }
      await visit.to({ screen: 'language', nth: 2 });
      expect(site.requests.filter((r) => r.call === 'documentSigning.sign')).toHaveLength(1);
    } else {
      await k.advanceUntil(expected, 12_000, 500);
      expect(k.screen()).toBe(expected);
      expect(k.text()).toMatch(row.failedText);
      expect(site.requests.filter((r) => r.call === 'checkout.checkout')).toHaveLength(0);
      await homeFromError(k, site);
    }
    expectNoCrash(k, consoleError);
  },
});
