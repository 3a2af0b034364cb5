// What the build's flow check (checkedFlowsPlugin.ts) loads through Vite's module runner.
export { checkFlows } from '../check/checkFlows.ts';
export { formatIssues } from '../check/formatIssues.ts';
export { buildProgramParts } from './builtProgram.ts';
