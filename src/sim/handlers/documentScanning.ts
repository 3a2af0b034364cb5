import { HttpResponse } from 'msw';
import { z } from 'zod';
import { CMR_NOTE, DELIVERY_NOTE, exampleOf } from '../data/documentScanning.ts';
import {
  documentScannerBehaviour,
  formExamplePng,
  pageImage,
  recordLinked,
  recordPrepared,
  scanOf,
  scanPreviewUrls,
  scannerAt,
  scanStatus,
  startScan,
  type SimScan,
} from '../documentScanner.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, type RouteContext, toInt } from './route.ts';

/**
 * Document scanning of site-operations spec §7 (prefix /api/documentScanning) and the example
 * images of GET /api/attachments/{fileId}, over the simulated scanner (../documentScanner.ts).
 */

const ScanBody = z.object({ sskId: z.number(), fileName: z.string().min(1), documentTypeId: z.string().min(1) });
const KioskBody = z.object({ sskId: z.number() });
const LinkBody = z.object({ scannedDocuments: z.array(z.unknown()) });

const readBody = async <S extends z.ZodType>(c: RouteContext, schema: S) => schema.safeParse(await c.request.json().catch(() => undefined));

const onScanner = (c: RouteContext, kioskId: number | undefined, answer: Parameters<typeof withKiosk>[2]) =>
  withKiosk(c, kioskId, (kiosk) => (scannerAt(c.site, kiosk) ? answer(kiosk) : problem(404, `Self-service kiosk ${kiosk.id} has no document scanner`)));

const onScan = (c: RouteContext, answer: (scan: SimScan) => Response) => {
  const scan = scanOf(c.site, String(c.params.documentId));
  return scan ? answer(scan) : problem(404, `No scanned document ${c.params.documentId}`);
};

const typeName = (id: string) => [DELIVERY_NOTE, CMR_NOTE].find((t) => t.id === id)?.name ?? 'Document';

const command = (name: 'cancel' | 'remove') =>
  defineRoute({
    call: `documentScanning.${name}`,
    method: 'post',
    path: `/documentScanning/document/:documentId/${name}`,
    handle: (c) =>
      onScan(c, (scan) => {
        scan.commands.push(name);
        return new HttpResponse(null, { status: 204 });
      }),
  });

export const documentScanningRoutes = [
  defineRoute({
    call: 'documentScanning.scannerHealth',
    method: 'get',
    path: '/documentScanning/health/scanner',
    malformed: { isOnline: 'maybe' },
    handle: (c) =>
      onScanner(c, toInt(c.url.searchParams.get('sskId')), (kiosk) => HttpResponse.json({ isOnline: documentScannerBehaviour(c.site, kiosk) !== 'offline' })),
  }),
  defineRoute({
    call: 'documentScanning.prepareScanning',
    method: 'post',
    path: '/documentScanning/document/prepareScanning',
    handle: async (c) => {
      const body = await readBody(c, KioskBody);
      if (!body.success) return problem(400, 'prepareScanning needs sskId');
      return onScanner(c, body.data.sskId, (kiosk) => {
        recordPrepared(c.site, kiosk.id);
        return new HttpResponse(null, { status: 204 });
      });
    },
  }),
  defineRoute({
    call: 'documentScanning.scan',
    method: 'post',
    path: '/documentScanning/document/scan',
    malformed: { id: null },
    handle: async (c) => {
      const body = await readBody(c, ScanBody);
      if (!body.success) return problem(400, 'scan needs sskId, fileName and documentTypeId');
      const { sskId, fileName, documentTypeId } = body.data;
      return onScanner(c, sskId, (kiosk) => HttpResponse.json({ id: startScan(c.site, kiosk, documentTypeId, fileName).id }));
    },
  }),
  defineRoute({
    call: 'documentScanning.status',
    method: 'get',
    path: '/documentScanning/document/:documentId/status',
    malformed: { documentState: 7 },
    handle: (c) => onScan(c, (scan) => HttpResponse.json({ documentState: scanStatus(scan) })),
  }),
  defineRoute({
    call: 'documentScanning.preview',
    method: 'get',
    path: '/documentScanning/document/:documentId/preview',
    malformed: { previewUrls: 'page.png' },
    handle: (c) => onScan(c, (scan) => HttpResponse.json({ previewUrls: scanPreviewUrls(scan, typeName(scan.documentTypeId)) })),
  }),
  command('cancel'),
  command('remove'),
  defineRoute({
    call: 'documentScanning.error',
    method: 'post',
    path: '/documentScanning/document/:documentId/error',
    handle: (c) =>
      onScan(c, (scan) => {
        scan.commands.push('error');
        return new HttpResponse(null, { status: 204 });
      }),
  }),
  defineRoute({
    call: 'documentScanning.link',
    method: 'post',
    path: '/documentScanning/document/link/:visitorId',
    handle: async (c) => {
      const body = await readBody(c, LinkBody);
      if (!body.success) return problem(400, 'link needs scannedDocuments');
      recordLinked(c.site, String(c.params.visitorId), body.data.scannedDocuments);
      return new HttpResponse(null, { status: 204 });
    },
  }),
  defineRoute({
    call: 'documentScanning.exampleImage',
    method: 'get',
    path: '/attachments/:fileId',
    malformed: '<html>not an image</html>',
    handle: (c) => {
      const type = exampleOf(String(c.params.fileId));
      if (!type) return problem(404, `No attachment ${c.params.fileId}`);
      if (type.exampleFormat === 'png') return new HttpResponse(formExamplePng(), { headers: { 'Content-Type': 'image/png' } });
      return new HttpResponse(pageImage(type.name, 1, 'example'), { headers: { 'Content-Type': 'image/svg+xml' } });
    },
  }),
];
