// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signings } from '../../src/sim/handlers/documentSigning.ts';
import { JSDOM_CANVAS_PNG } from '../setup/canvas.ts';
import { platformSuite } from './harness.tsx';

/**
 * Document signing in the whole kiosk (site-operations spec §4, §5 "Document signing", §7): the
 * `sign` call carries the signature, the signer and the kiosk, and the same signature, signer and
 * document are never signed twice — not by a double tap, not after the site says it has them.
 */
const { sim, open } = platformSuite();

const signRequests = (site: ReturnType<typeof sim.fresh>) => site.requests.filter((r) => r.call === 'documentSigning.sign');

/** The Sign button once the signature preview's pages are in. */
async function signButton(k: ReturnType<typeof open>): Promise<HTMLButtonElement> {
  for (let i = 0; i < 50; i++) {
    const button = k.container.querySelector<HTMLButtonElement>('[data-action="next"]');
    if (button && !button.disabled) return button;
    await k.settle();
  }
  throw new Error('the Sign button never became enabled');
}

describe('document signing', () => {
  it('signs with the PNG, the signer name and the kiosk id (§7 POST /documentSigning/documents/{id}/sign)', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'signing-one-document' });
    await k.reach({ screen: 'language', nth: 2 });
    expect(signRequests(site).map((r) => [new URL(r.url).pathname, r.body])).toEqual([
      ['/api/documentSigning/documents/doc-2401-safety/sign', { signatureAsBase64: JSDOM_CANVAS_PNG, signerName: 'Lena Verbeke', selfServiceKioskId: 24 }],
    ]);
    expect(site.requests.filter((r) => r.call === 'checkout.checkout')).toHaveLength(1);
  });

  it('sends one sign for a double tap on Sign (golden path signing-double-tap: both taps reach the kiosk, as in jsdom without the tap guard)', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'signing-double-tap' });
    await k.reach({ screen: 'language', nth: 2 });
    expect(signRequests(site)).toHaveLength(1);
    expect(site.requests.filter((r) => r.call === 'checkout.checkout')).toHaveLength(1);
  });

  it('sends one sign when Sign reaches the flow twice (past the tap guard: the flow state holds it)', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'signing-one-document' });
    await k.reach('signaturePreview');
    await signButton(k);
    await act(async () => {
      k.kiosk.runtime.send({ type: 'next' });
      k.kiosk.runtime.send({ type: 'next' });
    });
    await k.advanceUntil('confirmation', 5_000, 250);
    expect(signRequests(site)).toHaveLength(1);
  });

  it('takes a 409 (the site has this signing already) as signed and checks out without signing again', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'signing-one-document' });
    await k.reach('signaturePreview');
    await signButton(k);
    // an earlier signing whose answer was lost: the site has the same signature, signer and document
    signings(site).set('doc-2401-safety', [{ signerName: 'Lena Verbeke', signatureAsBase64: JSDOM_CANVAS_PNG }]);
    await k.tap('next');
    await k.advanceUntil('confirmation', 5_000, 250);
    expect(signRequests(site)).toHaveLength(1);
    expect(site.requests.filter((r) => r.call === 'checkout.checkout')).toHaveLength(1);
  });

  it('signs two documents once each, with the name kept', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'signing-two-documents' });
    await k.reach('confirmation');
    expect(signRequests(site).map((r) => [new URL(r.url).pathname.split('/')[4], (r.body as { signerName: string }).signerName])).toEqual([
      ['doc-2402-safety', 'Ruben Maes'],
      ['doc-2402-waste', 'Ruben Maes'],
    ]);
  });
});
