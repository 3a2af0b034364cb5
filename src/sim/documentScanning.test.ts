import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { formExamplePng } from './documentScanner.ts';
import { simSuite } from './testing.ts';

/**
 * The example images of document types (site-operations spec §7 GET /api/attachments/{fileId}): the
 * site serves a file with its content type, text (SVG) or binary (PNG); the kiosk's call turns each
 * into a data URL for an image element, and refuses what is not an image.
 */
const { sim, client } = simSuite();

const example = (fileId: string) => executeCall(client, calls['documentScanning.exampleImage'], { fileId });
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
const serve = (body: BodyInit, type: string) =>
  sim.use(http.get('*/api/attachments/:fileId', () => new HttpResponse(body, { headers: { 'Content-Type': type } })));

describe('example images (attachments)', () => {
  it('a PNG file (the CMR note) becomes a base64 PNG data URL of the very bytes the site served', async () => {
    const answer = await example('att-example-cmr');
    expect(answer).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const bytes = bytesOf(answer);
    expect(bytes).toEqual(formExamplePng());
    // IHDR: 300 × 400 pixels
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([300, 400]);
  });

  it('an SVG file (the delivery note) is an image too, shown through an img element only', async () => {
    const answer = await example('att-example-delivery-note');
    expect(answer).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(answer)).toContain('Delivery note');
  });

  it('knows an image file by its bytes, whatever its content type, and takes a data:image URL or SVG sent as text', async () => {
    serve(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'application/octet-stream');
    await expect(example('att-any')).resolves.toBe('data:image/jpeg;base64,/9j/4A==');
    serve('data:image/png;base64,AAAA', 'text/plain');
    await expect(example('att-any')).resolves.toBe('data:image/png;base64,AAAA');
    serve('<svg xmlns="http://www.w3.org/2000/svg"/>', 'text/plain');
    await expect(example('att-any')).resolves.toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`);
  });

  it('refuses markup or JSON that is not an image (a schema error, the example shows its texts alone)', async () => {
    serve('<html><body><img src=x onerror=alert(1)></body></html>', 'text/html');
    await expect(example('att-any')).rejects.toMatchObject({ kind: 'schema', call: 'documentScanning.exampleImage' });
    serve('<html><body>not an image</body></html>', 'image/png');
    await expect(example('att-any')).rejects.toMatchObject({ kind: 'schema', call: 'documentScanning.exampleImage' });
    sim.site.faults.set('documentScanning.exampleImage', { kind: 'schema' });
    await expect(example('att-example-cmr')).rejects.toMatchObject({ kind: 'schema' });
  });

  it('an unknown attachment is a 404', async () => {
    await expect(example('att-nothing')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
