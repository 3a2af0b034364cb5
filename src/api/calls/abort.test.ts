import { describe, expect, it } from 'vitest';
import { logAbortedRegistration } from './abort.ts';

/** The abort log's shape (site-operations spec §3 "Abort log data"). */
describe('log.abortedRegistration body', () => {
  const body = (args: Record<string, unknown>) =>
    logAbortedRegistration.body?.({ kioskId: 1, page: 'questionary', kioskConfiguration: {}, ...args } as never) as { logData: Record<string, unknown> };

  it('logs the current question as questionId, internalName, type and isRequired', () => {
    const node = {
      id: 'n1',
      isSkip: false,
      metadata: { questionId: 'q-name', internalName: 'fullName', type: 3, isRequired: true, name: 'Your name', hosts: null },
    };
    expect(body({ currentQuestion: node }).logData.currentQuestion).toEqual({ questionId: 'q-name', internalName: 'fullName', type: 3, isRequired: true });
    expect(body({}).logData.currentQuestion).toBeNull();
  });

  it('logs redirect info as isRedirected with the original and redirected profile', () => {
    expect(body({ originalProfileId: 1, redirectedProfileId: 4 }).logData.redirect).toEqual({
      isRedirected: true,
      originalProfileId: 1,
      redirectedProfileId: 4,
    });
    expect(body({ originalProfileId: 1, redirectedProfileId: 1 }).logData.redirect).toEqual({
      isRedirected: false,
      originalProfileId: 1,
      redirectedProfileId: 1,
    });
    expect(body({ originalProfileId: 1 }).logData.redirect).toEqual({ isRedirected: false, originalProfileId: 1, redirectedProfileId: null });
  });
});
