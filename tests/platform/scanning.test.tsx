// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentScannerRecords } from '../../src/sim/documentScanner.ts';
import { platformSuite } from './harness.tsx';

/**
 * What the document scanning fixtures leave at the site (site-operations spec §4 "Document
 * scanning", §7): the fixtures prove the screens; these tests prove the calls behind them.
 */
const { sim, open } = platformSuite();

describe('the feature flag isDocumentScanningEnabled (site-operations §3, §7 GET /features)', () => {
  it("is read from the server's feature flags at the start: turned off there, the kiosk does not scan", async () => {
    const site = sim.fresh();
    site.features.isDocumentScanningEnabled = false;
    const k = open({ fixture: 'scanning-two-pages' });
    // the golden path up to where it scans, through whatever the flows show after the profile
    await k.reach({ before: 'example' });
    await k.waitFor('nonRealtimeConfirmation');
    expect(site.requests.some((r) => r.call === 'system.features')).toBe(true);
    expect(site.requests.some((r) => r.call.startsWith('documentScanning.'))).toBe(false);
  });

  it('a failed features call leaves the kiosk configuration to decide: the kiosk still scans', async () => {
    const site = sim.fresh();
    site.faults.set('system.features', { kind: 'network' });
    const k = open({ fixture: 'scanning-two-pages' });
    await k.reach('example');
    expect(k.screen()).toBe('example');
  });
});

describe('document scanning at the site (issue 15)', () => {
  it('links the scanned pages of each document to the registered visitor, in order (§3 Scanned document, §4)', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'scanning-two-pages' });
    await k.reach({ screen: 'language', nth: 2 });
    await k.settle();
    const { linked, scans, prepared } = documentScannerRecords(site);
    expect(scans.map((scan) => scan.fileName)).toEqual(['dt-cmr-page-1.pdf', 'dt-cmr-page-2.pdf']);
    expect(prepared.get(23)).toBe(2);
    expect(linked).toEqual([
      {
        visitorId: expect.any(String),
        scannedDocuments: [
          {
            documentTypeId: 'dt-cmr',
            isDocumentAddedByVisitor: true,
            isScannedSuccesful: true,
            pages: [
              { attachmentId: scans[0]!.id, pageNumber: 1 },
              { attachmentId: scans[1]!.id, pageNumber: 2 },
            ],
          },
        ],
      },
    ]);
    const registration = site.requests.find((r) => r.call === 'visitor.register');
    expect(registration).toBeDefined();
  });

  it('removes a discarded page and keeps only the pages kept (§4 "no discards the last page")', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'scanning-discard-page' });
    await k.reach({ screen: 'language', nth: 2 });
    await k.settle();
    const { linked, scans } = documentScannerRecords(site);
    const removed = scans.filter((scan) => scan.commands.includes('remove')).map((scan) => scan.id);
    expect(removed).toEqual([scans[0]!.id, scans[3]!.id]);
    const documents = linked[0]!.scannedDocuments as { documentTypeId: string; pages: { attachmentId: string }[] }[];
    expect(documents.map((d) => [d.documentTypeId, d.pages.map((p) => p.attachmentId)])).toEqual([
      ['dt-delivery-note', [scans[1]!.id]],
      ['dt-cmr', [scans[2]!.id, scans[4]!.id]],
    ]);
  });

  it('cancels a scan that never finishes after 150 s and reports it (§4, §8 "Scan timeout: cancel and log")', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'scanning-timeout' });
    await k.reach({ leaving: { screen: 'progress', nth: 2 } });
    await k.settle();
    const [scan] = documentScannerRecords(site).scans;
    expect(scan?.commands).toEqual(['cancel', 'error']);
    expect(site.logs.general.map((line) => line.message)).toContain('document scan timed out after 150 s');
  });

  it('logs "scanner is not availlable" when the scanner is offline (§4 "Health check")', async () => {
    const site = sim.fresh();
    const k = open({ fixture: 'scanning-scanner-offline' });
    await k.reach('notFound');
    await k.settle();
    expect(site.logs.general.map((line) => line.message)).toContain('scanner is not availlable');
    expect(documentScannerRecords(site).scans).toEqual([]);
  });
});
