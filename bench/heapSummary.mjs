// Reads a V8 heap snapshot (the DevTools JSON format that CDP HeapProfiler.takeHeapSnapshot streams)
// and tells apart what the JS heap holds: compiled code, the simulated site's own records, the rest.
// Used by scripts/bench.mjs and scripts/heap-diff.mjs. Plain Node, no imports.

/**
 * Parses a snapshot into flat tables with edge offsets per node.
 * @param {string} text the snapshot JSON
 */
export function parseSnapshot(text) {
  const { snapshot, nodes, edges, strings } = JSON.parse(text);
  const nf = snapshot.meta.node_fields;
  const ef = snapshot.meta.edge_fields;
  const W = nf.length;
  const EW = ef.length;
  const count = nodes.length / W;
  const firstEdge = new Uint32Array(count + 1);
  const edgeCount = nf.indexOf('edge_count');
  for (let i = 0; i < count; i++) firstEdge[i + 1] = firstEdge[i] + nodes[i * W + edgeCount] * EW;
  const nodeTypes = snapshot.meta.node_types[0];
  const edgeTypes = snapshot.meta.edge_types[0];
  const at = { type: nf.indexOf('type'), name: nf.indexOf('name'), size: nf.indexOf('self_size') };
  const eat = { type: ef.indexOf('type'), name: ef.indexOf('name_or_index'), to: ef.indexOf('to_node') };
  return {
    count,
    type: (i) => nodeTypes[nodes[i * W + at.type]],
    name: (i) => strings[nodes[i * W + at.name]],
    size: (i) => nodes[i * W + at.size],
    /** Calls `visit(target, edgeType, edgeName)` for each edge of node `i`. */
    edges(i, visit) {
      for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EW) {
        const type = edgeTypes[edges[e + eat.type]];
        const name = type === 'element' || type === 'hidden' ? edges[e + eat.name] : strings[edges[e + eat.name]];
        visit(edges[e + eat.to] / W, type, name);
      }
    },
  };
}

/** Nodes reachable from the snapshot's root by strong edges, not passing through `blocked`. */
function reachable(heap, blocked) {
  const seen = new Uint8Array(heap.count);
  const stack = [0];
  seen[0] = 1;
  while (stack.length > 0) {
    heap.edges(stack.pop(), (to, type) => {
      if (type === 'weak' || seen[to] || blocked.has(to)) return;
      seen[to] = 1;
      stack.push(to);
    });
  }
  return seen;
}

/**
 * Sizes (bytes, self sizes summed) of the V8 heap in a snapshot: `code` (bytecode, compiled code
 * and their metadata: what the JIT adds as functions get hot), `simulator` (what only
 * `window.gatehouseSim`, the demo's simulated site, keeps alive: its visitors, requests, logs) and
 * `data` (everything else: the kiosk, its libraries, the page). Blink's own C++ objects and
 * external strings are left out, as CDP Runtime.getHeapUsage's usedSize leaves them out: the three
 * add up to about usedSize.
 * @returns {{ code: number, simulator: number, data: number }}
 */
export function summarizeHeap(heap) {
  const sims = new Set();
  for (let i = 0; i < heap.count; i++) {
    if (heap.type(i) !== 'object' || !heap.name(i).startsWith('Window')) continue;
    heap.edges(i, (to, type, name) => {
      if (type === 'property' && name === 'gatehouseSim') sims.add(to);
    });
  }
  const all = reachable(heap, new Set());
  const withoutSim = sims.size > 0 ? reachable(heap, sims) : all;
  const sizes = { code: 0, simulator: 0, data: 0 };
  for (let i = 0; i < heap.count; i++) {
    if (!all[i]) continue;
    const type = heap.type(i);
    // Blink's objects are natives without V8's "system / " prefix; external strings' data (script
    // sources) lives outside the V8 heap
    if (type === 'synthetic' || (type === 'native' && (!heap.name(i).startsWith('system / ') || heap.name(i) === 'system / ExternalStringData'))) continue;
    if (type === 'code') sizes.code += heap.size(i);
    else if (!withoutSim[i]) sizes.simulator += heap.size(i);
    else sizes.data += heap.size(i);
  }
  return sizes;
}

/** Groups of a snapshot's nodes, `type:name` → {count, bytes}, for diffs of two snapshots. */
export function groupHeap(heap) {
  const groups = new Map();
  for (let i = 0; i < heap.count; i++) {
    const type = heap.type(i);
    const name = heap.name(i).slice(0, 60).replace(/\s+/g, ' ');
    const key = `${type}:${name}`;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += heap.size(i);
    groups.set(key, group);
  }
  return groups;
}

/**
 * Compiled code (bytes, self sizes) by the script it was compiled from: `url → bytes`, '' for
 * scripts without a URL (Playwright's evaluations, init scripts) and for code no function owns.
 * Each code node counts once, for the first function found to reach it.
 */
export function codeByScript(heap) {
  const owner = new Int32Array(heap.count).fill(-1); // code node → its function's Script node
  const queue = [];
  const claim = (node, script) => {
    if (owner[node] !== -1 || heap.type(node) !== 'code' || heap.name(node).startsWith('system / Script')) return;
    if (heap.name(node).startsWith('system / SharedFunctionInfo')) return;
    owner[node] = script;
    queue.push(node);
  };
  const scriptOf = (sfi) => {
    let script = -2;
    heap.edges(sfi, (to, _type, name) => {
      if (name === 'script') script = to;
    });
    return script;
  };
  // functions first (optimized code hangs off the closure), then what their code refers to
  for (let i = 0; i < heap.count; i++) {
    if (heap.type(i) !== 'closure') continue;
    let script = -2;
    heap.edges(i, (to, _type, name) => {
      if (name === 'shared') script = scriptOf(to);
    });
    heap.edges(i, (to, _type, name) => {
      if (name === 'code' || name === 'feedback_cell') claim(to, script);
    });
  }
  for (let i = 0; i < heap.count; i++) {
    if (heap.type(i) !== 'code' || !heap.name(i).startsWith('system / SharedFunctionInfo')) continue;
    const script = scriptOf(i);
    heap.edges(i, (to, _type, name) => {
      if (name !== 'script') claim(to, script);
    });
  }
  while (queue.length > 0) {
    const node = queue.pop();
    heap.edges(node, (to) => claim(to, owner[node]));
  }
  const bytes = new Map();
  for (let i = 0; i < heap.count; i++) {
    if (heap.type(i) !== 'code') continue;
    const script = owner[i];
    const url = script >= 0 ? heap.name(script).replace(/^system \/ Script( \/ ?)?/, '') : '';
    bytes.set(url, (bytes.get(url) ?? 0) + heap.size(i));
  }
  return bytes;
}
