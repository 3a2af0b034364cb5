import { describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { FAILING_PRINT_PROFILE_ID, PRINTING_PROFILE_ID } from './data/printing.ts';
import { simSuite } from './testing.ts';

const { sim, client } = simSuite();

const register = (profileId: number, kioskId = 25) =>
  executeCall(client, calls['visitor.register'], {
    kioskId,
    profileId,
    language: 'en',
    answers: {},
    registrationStartedOn: '2026-11-25T09:00:00Z',
    asset: null,
  });

const status = (printJobId: string) => executeCall(client, calls['documentPrinting.jobStatus'], { printJobId });

describe('document printing (site-operations spec §3, §4 "Document printing", §7)', () => {
  it('answers the print desk’s printer; kiosk 26 has none', async () => {
    expect(await executeCall(client, calls['documentPrinting.configuration'], { kioskId: 25 })).toEqual({
      isPrinterAvailable: true,
      printerId: 'PRN-25',
      printerLocation: 'Print desk, left of the kiosk',
      isDocumentCheckEnabled: true,
    });
    expect(await executeCall(client, calls['documentPrinting.configuration'], { kioskId: 26 })).toMatchObject({ isPrinterAvailable: false, printerId: null });
  });

  it('registers profile 46 with documents to print, the visitor profile 1 without', async () => {
    const printing = await register(PRINTING_PROFILE_ID);
    expect(printing.visitor).toMatchObject({ isPrintingNeeded: true, documentsToPrint: [{ id: 'doc-site-map' }, { id: 'doc-safety' }] });
    expect((await register(1)).visitor).toMatchObject({ isPrintingNeeded: false, documentsToPrint: [] });
  });

  it('runs a job: result null while printing, then Success 1 (profile 46) or Failed 0 (profile 47)', async () => {
    for (const [profileId, result] of [
      [PRINTING_PROFILE_ID, 1],
      [FAILING_PRINT_PROFILE_ID, 0],
    ] as const) {
      const { visitor } = await register(profileId);
      const documentIds = visitor.documentsToPrint.map((d) => d.id);
      const { printJobId } = await executeCall(client, calls['documentPrinting.print'], {
        kioskId: 25,
        visitorId: visitor.id,
        printerId: 'PRN-25',
        documentIds,
      });
      const seen = [];
      for (let poll = 0; poll < 4; poll += 1) seen.push((await status(printJobId)).result);
      expect(seen.at(-1)).toBe(result);
      expect(seen[0]).toBeNull();
    }
  });

  it('refuses a print on a printer the kiosk does not have', async () => {
    const { visitor } = await register(PRINTING_PROFILE_ID);
    await expect(
      executeCall(client, calls['documentPrinting.print'], { kioskId: 26, visitorId: visitor.id, printerId: 'PRN-25', documentIds: ['doc-site-map'] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the LED colour per kiosk (Off until set)', async () => {
    expect(sim.site.led(25)).toBe(0);
    await executeCall(client, calls['documentHandling.setLed'], { kioskId: 25, ledColor: 1, documentHandlingType: 0 });
    expect(sim.site.led(25)).toBe(1);
    expect(sim.site.led(26)).toBe(0);
    await executeCall(client, calls['documentHandling.setLed'], { kioskId: 25, ledColor: 2, documentHandlingType: 0 });
    expect(sim.site.led(25)).toBe(2);
  });
});
