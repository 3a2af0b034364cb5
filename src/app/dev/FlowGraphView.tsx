import { useMemo } from 'react';
import type { FlowGraph } from '../../tooling/graph/flowGraph.ts';
import { layoutFlow } from '../../tooling/graph/graphLayout.ts';
import { flowView } from '../../tooling/graph/graphView.ts';

/**
 * The live graph of one flow (development only): the layout `flows:graph` writes as SVG, drawn
 * with the current screen filled and the transitions just taken in colour, newest darkest.
 */
export function FlowGraphView({ graph, flow, current, recent }: { graph: FlowGraph; flow: string; current?: string; recent: readonly string[] }) {
  const layout = useMemo(() => (graph.flows.some((f) => f.id === flow) ? layoutFlow(flowView(graph, flow)) : null), [graph, flow]);
  if (!layout) return <p>No flow "{flow}" in the bundled documents.</p>;
  const rank = (key: string) => recent.lastIndexOf(key);
  return (
    <svg
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={`graph of flow ${flow}`}
      style={{ fontFamily: 'Helvetica, Arial, sans-serif', background: '#fff' }}
    >
      <defs>
        <marker id="dev-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#64748b" />
        </marker>
        <marker id="dev-arrow-hot" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#ea580c" />
        </marker>
      </defs>
      {layout.edges.map((edge) => {
        const r = rank(edge.key);
        const hot = r >= 0;
        const age = hot ? recent.length - 1 - r : 0;
        return (
          <g key={edge.key} data-edge={edge.key}>
            <title>{edge.key}</title>
            <path
              d={edge.d}
              fill="none"
              stroke={hot ? '#ea580c' : '#94a3b8'}
              strokeOpacity={hot ? Math.max(0.35, 1 - age * 0.15) : 1}
              strokeWidth={hot ? 3 : 1.2}
              strokeDasharray={edge.kind === 'goto' || edge.kind === 'stay' ? undefined : '5 4'}
              markerEnd={`url(#${hot ? 'dev-arrow-hot' : 'dev-arrow'})`}
            />
            <text
              x={edge.labelX}
              y={edge.labelY - 3}
              fontSize={9}
              textAnchor="middle"
              fill={hot ? '#9a3412' : '#475569'}
              paintOrder="stroke"
              stroke="#fff"
              strokeWidth={3}
            >
              {edge.label}
            </text>
          </g>
        );
      })}
      {layout.nodes.map((node) => {
        const isCurrent = node.id === current;
        const virtual = node.kind === 'any' || node.kind === 'back' || node.kind === 'home' || node.kind === 'away';
        return (
          <g key={node.id} data-node={node.id}>
            <title>{`${node.label} (${node.detail})`}</title>
            <rect
              x={node.x}
              y={node.y}
              width={node.width}
              height={node.height}
              rx={virtual ? node.height / 2 : 8}
              fill={isCurrent ? '#1d4ed8' : node.kind === 'start' ? '#dbeafe' : node.kind === 'end' ? '#f1f5f9' : '#fff'}
              stroke={isCurrent ? '#1e3a8a' : '#334155'}
              strokeWidth={isCurrent || node.kind === 'end' || node.kind === 'start' ? 2.2 : 1.2}
              strokeDasharray={virtual ? '4 3' : undefined}
            />
            <text x={node.x + node.width / 2} y={node.y + 19} fontSize={12} fontWeight={600} textAnchor="middle" fill={isCurrent ? '#fff' : '#0f172a'}>
              {node.label}
            </text>
            <text x={node.x + node.width / 2} y={node.y + 34} fontSize={10} textAnchor="middle" fill={isCurrent ? '#dbeafe' : '#64748b'}>
              {node.detail}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
