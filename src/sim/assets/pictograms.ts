/**
 * Pictograms of the simulated site, drawn in code as SVG: a rounded tile in the pictogram's colour
 * with a white line drawing on a 48-unit grid. Served at `/sim-assets/<name>.svg` (handlers/assets.ts).
 */
interface Pictogram {
  readonly label: string;
  readonly color: string;
  /** SVG elements on a 48×48 grid, stroked white. */
  readonly glyph: string;
}

const PICTOGRAMS = {
  badge: {
    label: 'Visitor badge',
    color: '#2563eb',
    glyph:
      '<rect x="9" y="9" width="30" height="35" rx="4"/><rect x="19" y="4" width="10" height="8" rx="2"/><circle cx="24" cy="23" r="5"/><path d="M15 38c0-5 4-8 9-8s9 3 9 8"/>',
  },
  hardHat: {
    label: 'Hard hat',
    color: '#d97706',
    glyph: '<path d="M10 32a14 14 0 0 1 28 0"/><path d="M5 32h38v5H5z"/><path d="M20 19v-3h8v3"/><path d="M24 19v7"/>',
  },
  truckIn: {
    label: 'Truck delivering',
    color: '#16a34a',
    glyph:
      '<rect x="3" y="12" width="26" height="20" rx="2"/><path d="M29 18h8l7 8v6H29z"/><circle cx="12" cy="36" r="4"/><circle cx="36" cy="36" r="4"/><path d="M9 22h13m-4-4 4 4-4 4"/>',
  },
  truckOut: {
    label: 'Truck picking up',
    color: '#0d9488',
    glyph:
      '<rect x="3" y="12" width="26" height="20" rx="2"/><path d="M29 18h8l7 8v6H29z"/><circle cx="12" cy="36" r="4"/><circle cx="36" cy="36" r="4"/><path d="M22 22H9m4-4-4 4 4 4"/>',
  },
  briefcase: {
    label: 'Briefcase',
    color: '#7c3aed',
    glyph:
      '<rect x="5" y="15" width="38" height="26" rx="4"/><path d="M17 15v-4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4"/><path d="M5 26h38"/><path d="M21 26v4h6v-4"/>',
  },
  clipboard: {
    label: 'Clipboard',
    color: '#475569',
    glyph: '<rect x="9" y="8" width="30" height="36" rx="4"/><rect x="17" y="4" width="14" height="8" rx="2"/><path d="m16 27 6 6 11-12"/>',
  },
  wrench: {
    label: 'Wrench',
    color: '#dc2626',
    glyph: '<path d="M31 5a10 10 0 0 0-9 14L6 35a4 4 0 0 0 6 6l16-16a10 10 0 0 0 14-9l-7 7-6-1-1-6z"/>',
  },
  parcel: {
    label: 'Parcel',
    color: '#a16207',
    glyph: '<path d="M24 4 42 13v22L24 44 6 35V13z"/><path d="m6 13 18 9 18-9"/><path d="M24 22v22"/><path d="m15 8.5 18 9v7"/>',
  },
  people: {
    label: 'Meeting',
    color: '#db2777',
    glyph:
      '<circle cx="17" cy="16" r="6"/><path d="M5 41c0-7 5-12 12-12s12 5 12 12"/><circle cx="33" cy="18" r="5"/><path d="M31 29c1-.5 2-.7 3-.7 6 0 10 4.7 10 11"/>',
  },
  graduationCap: {
    label: 'Graduation cap',
    color: '#4f46e5',
    glyph: '<path d="M3 18 24 8l21 10-21 10z"/><path d="M12 23v9c0 3 6 6 12 6s12-3 12-6v-9"/><path d="M44 18v12"/>',
  },
  ticket: {
    label: 'E-ticket',
    color: '#c2410c',
    glyph: '<path d="M5 13h38v7a4 4 0 0 0 0 8v7H5v-7a4 4 0 0 0 0-8z"/><path d="M13 19v10M18 19v10M23 19v10M29 19v10M34 19v10"/>',
  },
  booking: {
    label: 'Booking reference',
    color: '#0f766e',
    glyph: '<path d="M11 4h19l9 9v31H11z"/><path d="M30 4v9h9"/><path d="M22 20l-3 16M29 20l-3 16M17 25h15M16 31h15"/>',
  },
  checkout: {
    label: 'Check out',
    color: '#0891b2',
    glyph: '<path d="M26 6H9v36h17"/><path d="M20 24h22m-6-6 6 6-6 6"/>',
  },
  weighing: {
    label: 'Weighbridge',
    color: '#65a30d',
    glyph: '<circle cx="24" cy="19" r="12"/><path d="m24 19 6-6"/><path d="M12 41h24l-3-8H15z"/><path d="M4 41h40"/>',
  },
} as const satisfies Record<string, Pictogram>;

export type PictogramName = keyof typeof PICTOGRAMS;

export function isPictogramName(name: string): name is PictogramName {
  return Object.hasOwn(PICTOGRAMS, name);
}

/** The SVG document of one pictogram. */
export function pictogramSvg(name: PictogramName): string {
  const { label, color, glyph } = PICTOGRAMS[name];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".82"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="22" fill="url(#bg)"/>',
    `<g transform="translate(18 18) scale(1.25)" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    '</svg>',
  ].join('');
}

/** A company logo: a gatehouse mark and the site name, in the tenant's colour. */
export function logoSvg(siteName: string, color: string): string {
  const name = escapeXml(siteName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 72" width="320" height="72" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect x="4" y="8" width="56" height="56" rx="14" fill="${color}"/>`,
    '<g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">',
    '<path d="M16 52V30l16-12 16 12v22"/><path d="M26 52V40h12v12"/><path d="M12 33 32 18l20 15"/></g>',
    `<text x="74" y="38" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="26" font-weight="700" fill="#0f172a">Gatehouse</text>`,
    `<text x="75" y="58" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="14" fill="#475569">${name}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
