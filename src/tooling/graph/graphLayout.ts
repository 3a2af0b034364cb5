import { ANY_NODE, AWAY_NODE, BACK_NODE, type FlowView, HOME_NODE, type ViewEdge, type ViewNode } from './graphView.ts';

export interface LaidNode extends ViewNode {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rank: number;
}

export interface LaidEdge extends ViewEdge {
  /** SVG path data of the curve. */
  readonly d: string;
  readonly labelX: number;
  readonly labelY: number;
}

export interface FlowLayout {
  readonly flow: string;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly LaidNode[];
  readonly edges: readonly LaidEdge[];
}

const NODE_HEIGHT = 44;
const GAP_X = 110;
const GAP_Y = 46;
const MARGIN = 56;

/**
 * A layered left-to-right layout of a flow view, small enough to need no graph library: screens
 * are ranked by their distance from the start screen, ordered within a rank by the mean position
 * of the screens leading to them, and joined by curves (forward to the right, back below, loops
 * above). The development page draws it with React; `flows:graph` writes it as SVG.
 *
 * @example
 * const layout = layoutFlow(flowView(graph, 'visitor'));
 * layout.nodes.find((n) => n.id === 'register')?.x;
 */
export function layoutFlow(view: FlowView): FlowLayout {
  const start = view.nodes.find((n) => n.kind === 'start')?.id ?? view.nodes[0]?.id;
  const rank = new Map<string, number>();
  const forward = view.edges.filter((e) => e.kind !== 'home' && e.kind !== 'back' && e.kind !== 'redirect' && e.from !== e.to && e.to !== start);
  const queue: string[] = [];
  if (start !== undefined) {
    rank.set(start, 0);
    queue.push(start);
  }
  if (view.nodes.some((n) => n.id === ANY_NODE)) {
    rank.set(ANY_NODE, 0);
    queue.push(ANY_NODE);
  }
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const edge of forward) {
      if (edge.from !== id || rank.has(edge.to)) continue;
      rank.set(edge.to, (rank.get(id) ?? 0) + 1);
      queue.push(edge.to);
    }
  }
  const maxRank = Math.max(0, ...rank.values());
  const last = [HOME_NODE, AWAY_NODE];
  for (const node of view.nodes) if (!rank.has(node.id) && !last.includes(node.id)) rank.set(node.id, node.id === BACK_NODE ? 0 : maxRank + 1);
  // home and the way out of the kiosk sit at the far right, after everything that leads there
  const after = Math.max(0, ...[...rank].filter(([id]) => !last.includes(id)).map(([, r]) => r)) + 1;
  for (const id of last) if (view.nodes.some((n) => n.id === id)) rank.set(id, after);

  // order within ranks: discovery order, then barycentre sweeps over the predecessors
  const ranks: string[][] = [];
  for (const node of view.nodes) {
    const at = rank.get(node.id) as number;
    ranks[at] ??= [];
    ranks[at].push(node.id);
  }
  const layers = ranks.filter((layer) => layer !== undefined);
  const position = new Map<string, number>();
  const place = () =>
    layers.forEach((layer) => {
      layer.forEach((id, i) => {
        position.set(id, i);
      });
    });
  place();
  for (let sweep = 0; sweep < 4; sweep++) {
    for (const layer of layers.slice(1)) {
      const weight = (id: string) => {
        const from = view.edges
          .filter((e) => e.to === id && e.from !== id && (rank.get(e.from) ?? 0) < (rank.get(id) ?? 0))
          .map((e) => position.get(e.from) ?? 0);
        return from.length > 0 ? from.reduce((a, b) => a + b, 0) / from.length : (position.get(id) ?? 0);
      };
      layer.sort((a, b) => weight(a) - weight(b));
    }
    place();
  }

  const widthOf = (node: ViewNode) => Math.max(110, Math.max(node.label.length, node.detail.length) * 7 + 28);
  const byId = new Map(view.nodes.map((n) => [n.id, n]));
  const tallest = Math.max(1, ...layers.map((l) => l.length));
  const laid = new Map<string, LaidNode>();
  let x = MARGIN;
  for (const [r, layer] of layers.entries()) {
    const width = Math.max(...layer.map((id) => widthOf(byId.get(id) as ViewNode)));
    const offset = ((tallest - layer.length) * (NODE_HEIGHT + GAP_Y)) / 2;
    layer.forEach((id, i) => {
      const node = byId.get(id) as ViewNode;
      laid.set(id, { ...node, x, y: MARGIN + offset + i * (NODE_HEIGHT + GAP_Y), width, height: NODE_HEIGHT, rank: r });
    });
    x += width + GAP_X;
  }
  const parallel = new Map<string, number>();
  const edges = view.edges.flatMap((edge) => {
    const from = laid.get(edge.from);
    const to = laid.get(edge.to);
    if (!from || !to) return [];
    const pair = `${edge.from}\u0000${edge.to}`;
    const k = parallel.get(pair) ?? 0;
    parallel.set(pair, k + 1);
    return [route(edge, from, to, k)];
  });
  const bottom = Math.max(MARGIN + tallest * (NODE_HEIGHT + GAP_Y), ...edges.map((e) => e.bottom));
  return {
    flow: view.flow,
    width: x - GAP_X + MARGIN,
    height: Math.ceil(bottom + MARGIN),
    nodes: [...laid.values()],
    edges: edges.map(({ bottom: _, ...e }) => e),
  };
}

/** Routes one edge; `k` counts earlier edges between the same two nodes, which this one avoids. */
function route(edge: ViewEdge, from: LaidNode, to: LaidNode, k: number): LaidEdge & { bottom: number } {
  const r = (n: number) => Math.round(n * 10) / 10;
  const curve = (p: number[]): LaidEdge & { bottom: number } => {
    const [x0, y0, x1, y1, x2, y2, x3, y3] = p as [number, number, number, number, number, number, number, number];
    return {
      ...edge,
      d: `M${r(x0)},${r(y0)} C${r(x1)},${r(y1)} ${r(x2)},${r(y2)} ${r(x3)},${r(y3)}`,
      labelX: r((x0 + 3 * x1 + 3 * x2 + x3) / 8),
      labelY: r((y0 + 3 * y1 + 3 * y2 + y3) / 8),
      bottom: Math.max(y0, y1, y2, y3),
    };
  };
  if (from.id === to.id) {
    // loops above the screen, each further out
    const a = from.x + from.width * (0.7 + 0.1 * k);
    const b = from.x + from.width * (0.3 - 0.1 * k);
    const top = from.y - 30 - 18 * k;
    return curve([a, from.y, a + 8, top, b - 8, top, b, from.y]);
  }
  const spread = (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * 16;
  if (to.rank > from.rank) {
    const sx = from.x + from.width;
    const sy = from.y + from.height / 2;
    const tx = to.x;
    const ty = to.y + to.height / 2;
    const bend = Math.max(40, (tx - sx) / 2);
    return curve([sx, sy, sx + bend, sy + spread, tx - bend, ty + spread, tx, ty]);
  }
  // back or sideways: leave and enter from below, bulging down
  const sx = from.x + from.width / 2;
  const sy = from.y + from.height;
  const tx = to.x + to.width / 2;
  const ty = to.y + to.height;
  const drop = 36 + Math.abs(sx - tx) * 0.12 + Math.abs(spread);
  return curve([sx, sy, sx, Math.max(sy, ty) + drop, tx, Math.max(sy, ty) + drop, tx, ty]);
}
