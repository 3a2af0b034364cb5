import type { FlowLayout, LaidNode } from './graphLayout.ts';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Marks on a drawn flow: screens and transitions to stress (coverage, the live screen). */
export interface SvgMarks {
  /** Screen ids drawn as never exercised / not visited (red). */
  readonly missedScreens?: ReadonlySet<string>;
  /** Transition keys drawn as never exercised (red, dashed). */
  readonly missedEdges?: ReadonlySet<string>;
  readonly title?: string;
}

const FILL: Readonly<Record<LaidNode['kind'], string>> = {
  start: '#dbeafe',
  screen: '#ffffff',
  end: '#f3f4f6',
  any: '#ffffff',
  back: '#ffffff',
  home: '#ffffff',
  away: '#fff7ed',
  elsewhere: '#eef2ff',
};

/**
 * A standalone SVG document of a laid-out flow (opens in any browser), optionally marking what
 * fixtures never exercised.
 *
 * @example
 * writeFileSync('visitor.svg', toSvg(layoutFlow(flowView(graph, 'visitor'))));
 */
export function toSvg(layout: FlowLayout, marks: SvgMarks = {}): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${esc(marks.title ?? `flow ${layout.flow}`)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#475569"/></marker>',
    '<marker id="arrow-missed" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#dc2626"/></marker></defs>',
    '<rect width="100%" height="100%" fill="#ffffff"/>',
  ];
  for (const edge of layout.edges) {
    const missed = marks.missedEdges?.has(edge.key) ?? false;
    const dashed = edge.kind === 'goto' || edge.kind === 'stay' ? '' : ' stroke-dasharray="5 4"';
    out.push(
      `<path d="${edge.d}" fill="none" stroke="${missed ? '#dc2626' : '#475569'}" stroke-width="${missed ? 1.8 : 1.2}"${missed ? ' stroke-dasharray="3 3"' : dashed} marker-end="url(#${missed ? 'arrow-missed' : 'arrow'})"><title>${esc(edge.key)}</title></path>`,
      `<text x="${edge.labelX}" y="${edge.labelY - 3}" font-size="9" text-anchor="middle" fill="${missed ? '#b91c1c' : '#334155'}" paint-order="stroke" stroke="#ffffff" stroke-width="3">${esc(edge.label)}</text>`,
    );
  }
  for (const node of layout.nodes) {
    const missed = marks.missedScreens?.has(node.id) ?? false;
    const virtual = node.kind === 'any' || node.kind === 'back' || node.kind === 'home' || node.kind === 'away';
    const round = virtual ? node.height / 2 : 8;
    const dash = virtual ? ' stroke-dasharray="4 3"' : '';
    out.push(
      `<g><title>${esc(node.label)} (${esc(node.detail)})</title>`,
      `<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="${round}" fill="${missed ? '#fee2e2' : FILL[node.kind]}" stroke="${missed ? '#dc2626' : '#1e293b'}" stroke-width="${node.kind === 'start' || node.kind === 'end' ? 2.2 : 1.2}"${dash}/>`,
      node.kind === 'end'
        ? `<rect x="${node.x + 3}" y="${node.y + 3}" width="${node.width - 6}" height="${node.height - 6}" rx="6" fill="none" stroke="#1e293b" stroke-width="0.8"/>`
        : '',
      `<text x="${node.x + node.width / 2}" y="${node.y + 19}" font-size="12" font-weight="600" text-anchor="middle" fill="#0f172a">${esc(node.label)}</text>`,
      `<text x="${node.x + node.width / 2}" y="${node.y + 34}" font-size="10" text-anchor="middle" fill="#475569">${esc(node.detail)}</text></g>`,
    );
  }
  out.push('</svg>');
  return `${out.filter(Boolean).join('\n')}\n`;
}
