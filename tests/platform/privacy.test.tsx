// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { platformSuite, type PlatformKiosk } from './harness.tsx';

/**
 * A shared device forgets (issue 4 §8; DESIGN.md "Quality bars"): once the kiosk is home again,
 * nothing the previous visitor entered or was given remains in the flow context, the runtime's
 * traces, the query cache, local storage or session storage.
 */
const { sim, open } = platformSuite();

/** Everything the kiosk holds in memory or storage, as one text to search. */
function everythingKept(k: PlatformKiosk): Record<string, string> {
  return {
    context: JSON.stringify(k.kiosk.runtime.getSnapshot()),
    traces: JSON.stringify(k.kiosk.runtime.traces()),
    queryCache: JSON.stringify(
      k.kiosk.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => ({ key: query.queryKey, state: query.state })),
    ),
    mutationCache: JSON.stringify(
      k.kiosk.queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
    ),
    localStorage: JSON.stringify([...k.storage.map]),
    sessionStorage: JSON.stringify([...k.session.map]),
    page: k.container.innerHTML,
  };
}

function expectForgotten(k: PlatformKiosk, secrets: readonly string[]) {
  const kept = everythingKept(k);
  for (const [where, text] of Object.entries(kept)) {
    for (const secret of secrets) expect(text, `"${secret}" remains in ${where}`).not.toContain(secret);
  }
}

describe('privacy on a shared device', () => {
  it('after a complete registration and the return home, no answer, name or visitor id remains', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'approved-realtime' });
    const answers = { name: 'Priya Private', company: 'Secretive Holdings', email: 'priya.private@example.com', reference: '90210' };
    await k.reach('realtimeConfirmation', {
      values: { 'visitor-name': answers.name, 'visitor-company': answers.company, 'visitor-email': answers.email, 'visitor-reference': answers.reference },
    });
    const [visitor] = site.visitors();
    const visitorId = visitor!.id;
    const hostId = visitor!.host!.id; // the host the visitor chose
    // while the visitor is here the kiosk knows them (the test looks in the right places)
    expect(everythingKept(k).context).toContain('Priya Private');
    expect(everythingKept(k).context).toContain(visitorId);
    await k.advance(15_000);
    await k.waitFor('language');
    await k.settle();
    expectForgotten(k, [answers.name, answers.company, answers.email, 'REF-90210', visitorId, hostId]);
    // the kiosk-wide data stays: configuration, languages, texts
    expect(k.kiosk.runtime.getSnapshot().context).toMatchObject({ kioskId: 1, tenant: 'demo', kiosk: { id: 1 } });
  });

  it('a phone number typed by a visitor who leaves with the home button is forgotten too', async () => {
    sim.fresh();
    const k = open({ fixture: 'questionary-all-fields' }); // the field tour: name, e-mail, phone, …
    await k.reach('questionary');
    await k.fill('answer', 'Phil Phone');
    await k.tap('next');
    await k.tap('next'); // e-mail is optional
    await k.fill('answer', '470 12 34 56');
    await k.tap('next'); // checked with the server, then the next question
    await k.settle();
    expect(everythingKept(k).context).toContain('470123456');
    await k.tap('home');
    await k.waitFor('language');
    await k.settle();
    expectForgotten(k, ['Phil Phone', '470123456', '470 12 34 56']);
  });

  it('keeps only the failed-action and downtime records of the spec in storage', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'approved-realtime' });
    const visit = k.visit({ values: { 'visitor-name': 'Rita Record', 'visitor-company': 'Keep Co', 'visitor-email': 'rita@example.com' } });
    await visit.to('language');
    site.faults.set('visitor.register', { kind: 'network' });
    site.faults.set('kiosk.status', { kind: 'network' });
    await visit.to({ before: 'waitingForApproval' });
    await k.waitFor('registrationFailed');
    await k.advance(15_000);
    await k.waitFor('language');
    expect([...k.storage.map.keys()]).toEqual(['gatehouse.downtime']);
    expect(k.session.map.size).toBe(0);
    const kept = everythingKept(k);
    expect(kept.queryCache).not.toContain('Rita Record');
    expect(kept.page).not.toContain('Rita Record');
  });
});
