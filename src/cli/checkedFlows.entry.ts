// What the build's flow check (checkedFlowsPlugin.ts) loads through Vite's module runner.
export { checkFlows } from './flowsCheck.ts';
export { formatIssues } from './formatIssues.ts';
