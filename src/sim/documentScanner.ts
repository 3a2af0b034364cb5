import { type DocumentScannerBehaviour, type DocumentScanningKioskSetup, SCANNER_BEHAVIOURS } from './data/documentScanning.ts';
import { createAreaState } from './handlers/areaState.ts';
import { encodePng } from './png.ts';
import type { Site, SimKiosk } from './site.ts';

/**
 * The simulated document scanner of a kiosk (site-operations spec §4 "Document scanning"): what the
 * health check and the status poll answer, per the kiosk's behaviour (data/documentScanning.ts) or
 * the one a test or a demonstration picks (`?documentScanner=offline`, {@link pickDocumentScanner}).
 * Each scan is a page with its own document id; its status moves one step per poll.
 */
export interface SimScan {
  readonly id: string;
  readonly kioskId: number;
  readonly documentTypeId: string;
  readonly fileName: string;
  readonly behaviour: DocumentScannerBehaviour;
  polls: number;
  /** cancel, remove or error, as the kiosk sent them. */
  readonly commands: string[];
}

interface DocumentScannerState {
  /** Per kiosk id: the behaviour picked instead of the kiosk's own. */
  readonly picked: Map<number, DocumentScannerBehaviour>;
  readonly scans: Map<string, SimScan>;
  /** The documents linked to visitors (§7 POST /document/link/{visitorId}), oldest first. */
  readonly linked: { readonly visitorId: string; readonly scannedDocuments: readonly unknown[] }[];
  /** prepareScanning requests per kiosk id. */
  readonly prepared: Map<number, number>;
  next: number;
}

const scannerState = createAreaState<DocumentScannerState>(() => ({ picked: new Map(), scans: new Map(), linked: [], prepared: new Map(), next: 1 }));

/** Whether a kiosk has a document scanner (it then reports isScannerConfigured and isDocumentScanningEnabled, §3). */
export function hasDocumentScanner(kiosk: SimKiosk): boolean {
  return (kiosk as SimKiosk & Partial<DocumentScanningKioskSetup>).documentScanner !== undefined;
}

/**
 * Whether the scanner calls of a kiosk find a scanner: one in its set-up, or one a test gave it
 * with `site.patchKiosk(id, { isScannerConfigured: true })` (it then succeeds, unless picked otherwise).
 */
export function scannerAt(site: Site, kiosk: SimKiosk): boolean {
  return hasDocumentScanner(kiosk) || site.kioskPatch(kiosk.id).isScannerConfigured === true;
}

/** The behaviour of a kiosk's document scanner now. */
export function documentScannerBehaviour(site: Site, kiosk: SimKiosk): DocumentScannerBehaviour {
  const own = (kiosk as SimKiosk & Partial<DocumentScanningKioskSetup>).documentScanner?.behaviour ?? 'succeeds';
  return scannerState(site).picked.get(kiosk.id) ?? own;
}

/**
 * Picks how the document scanners of a site behave (a control for demonstrations and tests), e.g.
 * `pickDocumentScanner(site, 'neverFinishes')`; null goes back to each kiosk's own.
 */
export function pickDocumentScanner(site: Site, behaviour: DocumentScannerBehaviour | null, kioskIds?: readonly number[]) {
  const ids = kioskIds ?? [...new Set([...site.kiosks('demo'), ...site.kiosks('sample')].map((k) => k.id))];
  for (const id of ids) {
    if (behaviour === null) scannerState(site).picked.delete(id);
    else scannerState(site).picked.set(id, behaviour);
  }
}

/** Applies `?documentScanner=offline` (succeeds, offline, fails, neverFinishes) of a page URL; returns a problem for an unknown value. */
export function applyDocumentScannerFromSearch(site: Site, search: string): string[] {
  const value = new URLSearchParams(search).get('documentScanner');
  if (value === null) return [];
  if (!(SCANNER_BEHAVIOURS as readonly string[]).includes(value)) {
    return [`documentScanner "${value}": expected one of ${SCANNER_BEHAVIOURS.join(', ')}`];
  }
  pickDocumentScanner(site, value as DocumentScannerBehaviour);
  return [];
}

/** A scan request (§7 POST /document/scan): a new page document. */
export function startScan(site: Site, kiosk: SimKiosk, documentTypeId: string, fileName: string): SimScan {
  const state = scannerState(site);
  const scan: SimScan = {
    id: `doc-${state.next++}`,
    kioskId: kiosk.id,
    documentTypeId,
    fileName,
    behaviour: documentScannerBehaviour(site, kiosk),
    polls: 0,
    commands: [],
  };
  state.scans.set(scan.id, scan);
  return scan;
}

export const scanOf = (site: Site, id: string): SimScan | undefined => scannerState(site).scans.get(id);

/** One status poll (§3 Document state: Scanning 1, Merging 2, Ready 3, ToDelete 4). */
export function scanStatus(scan: SimScan): 1 | 2 | 3 | 4 {
  if (scan.commands.includes('cancel') || scan.commands.includes('remove')) return 4;
  scan.polls += 1;
  if (scan.behaviour === 'fails') return scan.polls >= 2 ? 4 : 1;
  if (scan.behaviour === 'succeeds') return scan.polls >= 2 ? 2 : 1;
  return 1;
}

export function recordPrepared(site: Site, kioskId: number) {
  const prepared = scannerState(site).prepared;
  prepared.set(kioskId, (prepared.get(kioskId) ?? 0) + 1);
}

export function recordLinked(site: Site, visitorId: string, scannedDocuments: readonly unknown[]) {
  scannerState(site).linked.push({ visitorId, scannedDocuments });
}

/** What the document scanners of a site saw, for tests: the scans with the commands each got, the links, prepareScanning counts. */
export function documentScannerRecords(site: Site) {
  const state = scannerState(site);
  return { scans: [...state.scans.values()], linked: state.linked, prepared: state.prepared };
}

/** The page number of a scan's file name (`…-page-2.pdf`), 1 when it has none. */
const pageOf = (scan: SimScan) => Number(/page-(\d+)/.exec(scan.fileName)?.[1] ?? 1);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A picture of a page, made here (no network): an SVG data URL of a sheet with ruled lines, its
 * title and its page number. `tint` tells examples (grey) from scans (white).
 */
export function pageImage(title: string, page: number, tint: 'example' | 'scan'): string {
  const paper = tint === 'example' ? '#f1f5f9' : '#ffffff';
  const lines = Array.from(
    { length: 9 },
    (_, i) => `<rect x="40" y="${150 + i * 34}" width="${i % 3 === 2 ? 200 : 320}" height="10" rx="5" fill="#cbd5e1"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="540" viewBox="0 0 400 540">` +
    `<rect x="4" y="4" width="392" height="532" rx="8" fill="${paper}" stroke="#64748b" stroke-width="4"/>` +
    `<text x="40" y="80" font-family="sans-serif" font-size="28" font-weight="700" fill="#0f172a">${escapeXml(title)}</text>` +
    `<text x="40" y="118" font-family="sans-serif" font-size="20" fill="#334155">${tint === 'example' ? 'Example' : `Page ${page}`}</text>` +
    lines +
    `<text x="360" y="510" text-anchor="end" font-family="sans-serif" font-size="22" fill="#334155">${page}</text>` +
    '</svg>';
  return svg;
}

/** The preview of a scan (§7 GET /document/{id}/preview): one generated page image as a data URL. */
export function scanPreviewUrls(scan: SimScan, typeName: string): string[] {
  return [`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pageImage(typeName, pageOf(scan), 'scan'))}`];
}

/**
 * The example of a form-like document as a PNG file (a binary attachment, §7 GET
 * /api/attachments/{fileId}): a sheet with a coloured heading band and two columns of numbered-box
 * outlines with ruled lines, 300 × 400 pixels in four colours.
 */
export function formExamplePng(): Uint8Array {
  formPng ??= drawFormExample();
  return formPng;
}

let formPng: Uint8Array | undefined;

function drawFormExample(): Uint8Array {
  const [width, height] = [300, 400];
  const [paper, ink, rule, band] = [0, 1, 2, 3];
  const inBox = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;
  return encodePng(width, height, ['#f1f5f9', '#64748b', '#cbd5e1', '#4338ca'], (x, y) => {
    if (x < 4 || y < 4 || x >= width - 4 || y >= height - 4) return ink;
    if (inBox(x, y, 16, 16, width - 16, 52)) return band;
    if (y < 68 || y >= 388 || x < 16 || x >= width - 16) return paper;
    // two columns of five boxes, each outlined, with three ruled lines
    const column = x < width / 2 ? 16 : width / 2 + 4;
    const boxTop = 68 + Math.floor((y - 68) / 64) * 64;
    const [left, right, bottom] = [column, column + width / 2 - 20, boxTop + 58];
    if (x < left || x >= right || y >= bottom) return paper;
    if (x < left + 2 || x >= right - 2 || y < boxTop + 2 || y >= bottom - 2) return ink;
    const line = (y - boxTop - 14) % 14;
    return y > boxTop + 12 && line >= 0 && line < 4 && x > left + 8 && x < right - (y % 28 < 14 ? 8 : 40) ? rule : paper;
  });
}
