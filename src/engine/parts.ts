import type { FlowIssue, SourceFile } from './compile.ts';
import { jsonPath } from './path.ts';
import { expandUses, isReusablePart, type PartSource, readParts } from './partUse.ts';
import type { FlowPart } from './schema.ts';

/** Reports a finding at a JSON path of a document (the compiler's `error`). */
type Report = (file: string, path: readonly PropertyKey[], message: string, hint?: string, code?: string) => void;

/** Where a stretch of a joined flow came from: its path prefix there, the part's file and prefix. */
interface Origin {
  readonly prefix: string;
  readonly file: string;
  readonly partPrefix: string;
}

/**
 * The places of one step that changed a flow (the flow parts joined, one use of a part expanded,
 * the next-step table): each maps a path of the flow after the step to where it was before it
 * (the same flow file) or to where it is written (another file).
 */
type Generation = Origin[];

/** Flow documents with their parts joined in, and the way back from a joined path to the part's. */
export interface JoinedFlows {
  /** The flows (parts joined in, in file order) and the documents of no flow part. */
  readonly flows: SourceFile[];
  /** A finding about a joined flow, told where it is written: the part's file and path when it is a part's. */
  readonly origin: (issue: FlowIssue) => FlowIssue;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a document is a flow part (it has `partOf`), whatever else it holds. */
const isFlowPart = (data: unknown): boolean => isRecord(data) && 'partOf' in data;

/**
 * Joins each flow part (`"partOf": "visitor"`, schema.ts `FlowPart`) into its flow, before the
 * flows are compiled or checked: the part's screens come first (a route shared with the flow's own
 * screen, like the kiosk's home `/:kioskId`, matches the part's), its flow-level handlers, polls,
 * `keep`, `stored`, `context` and `timeouts` join the flow's. A screen, handler, stored key,
 * context key or timeout defined twice is reported at the part, as is a `partOf` that names no
 * flow. Pure: the given documents are not changed.
 *
 * `parse` validates a part (the compiler reports its schema findings) and returns it, or
 * `undefined` when it is malformed (then it is left out).
 */
export function joinFlowParts(
  all: readonly SourceFile[],
  parse: (source: SourceFile) => FlowPart | undefined,
  report: Report,
  parsePart?: (source: SourceFile) => PartSource | undefined,
): JoinedFlows {
  // reusable parts (`"part"`) are expanded where flows and screens use them, after the flow parts join
  const reusable = readParts(
    all.filter((s) => isReusablePart(s.data)),
    parsePart,
    report,
  );
  const sources = all.filter((s) => !isReusablePart(s.data));
  const parts = sources.filter((s) => isFlowPart(s.data));
  // flow file → its generations, oldest first
  const origins = new Map<string, Generation[]>();
  const generation = (flowFile: string) => {
    const list = origins.get(flowFile) ?? [];
    list.push([]);
    origins.set(flowFile, list);
  };
  const place = (flowFile: string, prefix: readonly PropertyKey[], file: string, partPrefix: readonly PropertyKey[]) => {
    if (!origins.get(flowFile)?.length) generation(flowFile);
    origins
      .get(flowFile)
      ?.at(-1)
      ?.push({ prefix: jsonPath(prefix), file, partPrefix: jsonPath(partPrefix) });
  };
  // flow id → its document (a copy the parts join) and file; a second file of an id is the compiler's finding
  const byId = new Map<string, { file: string; flow: Record<string, unknown> }>();
  for (const source of sources) {
    if (isFlowPart(source.data) || !isRecord(source.data) || typeof source.data.id !== 'string') continue;
    if (!byId.has(source.data.id)) byId.set(source.data.id, { file: source.file, flow: { ...source.data } });
  }

  for (const source of parts) {
    const part = parse(source);
    if (!part) continue;
    const target = byId.get(part.partOf);
    if (!target) {
      report(source.file, ['partOf'], `"partOf" names no flow: "${part.partOf}"`, `known flows: ${[...byId.keys()].join(', ') || 'none'}`, 'unknown-flow');
      continue;
    }
    const { file: flowFile, flow } = target;
    const from = (prefix: readonly PropertyKey[], partPrefix: readonly PropertyKey[] = prefix) => {
      place(flowFile, prefix, source.file, partPrefix);
    };
    /** The part's entries of a keyed section, first; a key the flow has too is reported at the part. */
    const joinRecord = (key: 'screens' | 'on' | 'stored' | 'context' | 'timeouts', what: string, first: boolean) => {
      const mine = part[key] as Record<string, unknown> | undefined;
      if (!mine) return;
      const theirs = isRecord(flow[key]) ? (flow[key] as Record<string, unknown>) : {};
      for (const name of Object.keys(mine)) {
        if (Object.hasOwn(theirs, name))
          report(source.file, [key, name], `${what} "${name}" is defined in ${flowFile} too`, 'define it in one document', 'defined-twice');
        from([key, name]);
      }
      flow[key] = first ? { ...mine, ...theirs } : { ...theirs, ...mine };
    };
    joinRecord('screens', 'screen', true);
    joinRecord('on', 'the flow-level handler of', false);
    joinRecord('stored', 'the stored key', false);
    joinRecord('context', 'the context key', false);
    joinRecord('timeouts', 'the timeout', false);
    if (part.poll) {
      const theirs = Array.isArray(flow.poll) ? flow.poll : [];
      part.poll.forEach((_, i) => {
        from(['poll', theirs.length + i], ['poll', i]);
      });
      flow.poll = [...theirs, ...part.poll];
    }
    if (part.keep) flow.keep = [...new Set([...(Array.isArray(flow.keep) ? flow.keep : []), ...part.keep])];
    if (part.use) {
      // the part's uses of reusable parts join the flow's, after them
      const theirs = Array.isArray(flow.use) ? flow.use : [];
      part.use.forEach((_, i) => {
        from(['use', theirs.length + i], ['use', i]);
      });
      flow.use = [...theirs, ...part.use];
    }
  }

  const joined = sources.flatMap((source): SourceFile[] => {
    if (isFlowPart(source.data)) return [];
    const id = isRecord(source.data) ? source.data.id : undefined;
    const target = typeof id === 'string' ? byId.get(id) : undefined;
    // the flow's own text stays: its own entries keep their paths; the part's are placed through `origin`
    return [target?.file === source.file ? { ...source, data: target.flow } : source];
  });
  const flows = expandUses(joined, reusable, report, place, generation);
  const origin = (issue: FlowIssue): FlowIssue => {
    // back through the generations, newest first: in each, the most specific place (the latest of equals)
    let path = issue.path;
    const generations = origins.get(issue.file) ?? [];
    for (let g = generations.length - 1; g >= 0; g--) {
      let found: Origin | undefined;
      for (const o of generations[g] ?? [])
        if ((path === o.prefix || path.startsWith(`${o.prefix}.`) || path.startsWith(`${o.prefix}[`)) && o.prefix.length >= (found?.prefix.length ?? -1))
          found = o;
      if (!found) continue;
      path = found.partPrefix + path.slice(found.prefix.length);
      if (found.file !== issue.file) return { ...issue, file: found.file, path };
    }
    return path === issue.path ? issue : { ...issue, path };
  };
  return { flows, origin };
}
