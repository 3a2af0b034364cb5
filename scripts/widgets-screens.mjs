#!/usr/bin/env node
// `npm run widgets:screens`: photographs every screen widget's page of the gallery
// (/sample/templates/widgets?widget=<Type>&tenant=sample: the widget with its sample props, widgets/samples.ts)
// in Debian's Chromium, into flows/widgets/<Type>.png, the pictures flows/WIDGETS.md shows.
// Options: --skip-build (use dist/ as it is), --size WxH (default 1280x1024), --out DIR
// (default flows/widgets), --only Type,Type (some widgets).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the launch arguments of playwright.config.ts
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    size: { type: 'string', default: '1280x1024' },
    out: { type: 'string', default: 'flows/widgets' },
    only: { type: 'string' },
  },
});
const [width, height] = options.size.split('x').map(Number);
if (!width || !height) throw new Error(`--size ${options.size}: expected WIDTHxHEIGHT, e.g. 1080x1920`);
if (!existsSync(CHROMIUM)) {
  console.error(`widgets:screens: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

if (!options['skip-build']) {
  console.log('Building the kiosk…');
  await build({ logLevel: 'warn' });
}
const server = await preview({ logLevel: 'warn', preview: { port: 4181, strictPort: false, host: '127.0.0.1' } });
const base = (server.resolvedUrls?.local?.[0] ?? 'http://127.0.0.1:4181/').replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  // the gallery's list names the widgets, in registry order
  await page.goto(`${base}/sample/templates?tenant=sample`);
  await page.locator('[data-action^="widget:"]').first().waitFor();
  const listed = await page
    .locator('[data-action^="widget:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-action').slice('widget:'.length)));
  const only = options.only?.split(',').map((type) => type.trim());
  const types = only ? listed.filter((type) => only.includes(type)) : listed;
  if (only && types.length !== only.length) throw new Error(`--only ${options.only}: the gallery has ${listed.join(', ')}`);
  mkdirSync(options.out, { recursive: true });
  for (const type of types) {
    await page.goto(`${base}/sample/templates/widgets?tenant=sample&widget=${type}`);
    await page.locator(`[data-screen="widget:${type}"]`).waitFor();
    // the gallery's bar is for developers, not part of the widget
    await page.addStyleTag({ content: '.kiosk-template-bar { display: none !important; }' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const file = join(options.out, `${type}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(`${file}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
