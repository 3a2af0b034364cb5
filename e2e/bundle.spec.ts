import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chunkCycles } from '../src/tooling/build/chunkCycles.ts';

/**
 * The production build the other specs run (scripts/e2e.mjs builds it into dist/): no two chunks
 * import each other. Such a pair ran in whichever order a page first asked for them, and a later
 * call's response schema was undefined on some pages (checkout-pincode: "Cannot read properties of
 * undefined (reading 'safeParse')"); vite.config.ts keeps the calls' schemas in a chunk of their own.
 */
test('the built chunks import each other in no cycle', () => {
  const assets = 'dist/assets';
  const chunks = Object.fromEntries(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(`${assets}/${file}`, 'utf8')]),
  );
  expect(Object.keys(chunks).some((file) => file.startsWith('later-definitions-'))).toBe(true);
  expect(chunkCycles(chunks)).toEqual([]);
});
