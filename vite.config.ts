import { rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/setup/longestFirst.ts';
import { checkedFlows, compiledProgram } from './src/tooling/build/checkedFlowsPlugin.ts';
import { compileHints } from './src/tooling/build/compileHints.ts';
import { isCallSchema, isLaterDefinition } from './src/tooling/build/laterDefinitions.ts';

/**
 * A build for a real deployment (an API base or a product domain set, src/app/config.ts) has no
 * simulated site: main.tsx never imports it, and this leaves out its service worker and media.
 */
function withoutSimulatorFiles(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const real = Boolean(env.VITE_API_BASE || env.VITE_SITE_DOMAIN || process.env.VITE_API_BASE || process.env.VITE_SITE_DOMAIN);
  let outDir = 'dist';
  return {
    name: 'gatehouse:without-simulator-files',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!real) return;
      for (const file of ['mockServiceWorker.js', 'sim-media']) rmSync(join(outDir, file), { recursive: true, force: true });
    },
  };
}

/**
 * Vite builds the kiosk; vitest runs unit tests and headless golden-path fixtures.
 * Component tests opt into jsdom with a `// @vitest-environment jsdom` comment; the rest run in
 * node, as the pure engine must.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), withoutSimulatorFiles(mode), checkedFlows(), compiledProgram(), compileHints()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // the simulated site's chunk (MSW and the demo data, ~505 kB, loaded only in the demo) is the one
    // over Vite's 500 kB warning; the kiosk's own largest chunk is ~500 kB with React DOM and Router
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // the later screens' and calls' definitions load together after the first screen
              // (docs/decisions/0019): one chunk, not one small file each
              name: 'later-definitions',
              includeDependenciesRecursively: false,
              test: isLaterDefinition,
            },
            {
              // the answer schemas of every call, one chunk the first bundle and the later
              // definitions both import: left to the bundler, a later call's schemas went into the
              // chunk its import() opens, which re-exports the later definitions, and the two chunks
              // imported each other (src/tooling/build/chunkCycles.ts)
              name: 'call-schemas',
              includeDependenciesRecursively: false,
              test: isCallSchema,
            },
          ],
        },
      },
    },
    // country flags stay files of their own, fetched when shown, not data URLs inside the JS
    assetsInlineLimit: (file: string) => (file.includes('country-flag-icons') ? false : undefined),
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'rules/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // vitest's default is one worker fewer than the cores: one on this 2-core machine, and the
    // suite ran file after file while the second core waited (issue 41 §1)
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 20_000,
    setupFiles: ['tests/setup/canvas.ts', 'tests/setup/preloadWidgets.ts'],
  },
}));
