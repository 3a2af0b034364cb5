import { compile, type Program } from '../engine/compile.ts';
import { createEngineRegistry } from '../tooling/engineRegistry.ts';
import { bundledSources } from './flows.ts';

/**
 * The program of the flow and rules documents bundled as written, compiled and validated here: what
 * the development server, the tests and the tools run (`virtual:gatehouse/program` outside a build,
 * src/tooling/build/checkedFlowsPlugin.ts), so an edit shows at once and an error on the page.
 *
 * @throws FlowCompileError when a bundled document is malformed (the app shows it).
 */
export function compileBundledDocuments(): Program {
  return compile({ ...bundledSources(), registry: createEngineRegistry() }).program;
}

/** The documents compiled here are all in at once: there are no later flows to load (docs/decisions/0024). */
export function loadLaterFlows(_program: Program): Promise<void> {
  return Promise.resolve();
}
