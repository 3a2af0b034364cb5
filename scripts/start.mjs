#!/usr/bin/env node
// `npm start`: builds the production bundle and serves it; with no API base configured the kiosk
// runs against the embedded simulated site (a service worker in the page).
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
console.log('Building the kiosk…');
await build({ logLevel: 'warn' });
const server = await preview({ preview: { port, strictPort: false, host: process.env.HOST ?? 'localhost' } });
const url = server.resolvedUrls?.local?.[0] ?? `http://localhost:${port}/`;
console.log('');
console.log('Gatehouse kiosk is running on the simulated site.');
console.log(`  Open:            ${url}1?tenant=demo`);
console.log(`  Blocked kiosk:   ${url}2?tenant=demo`);
console.log(`  Restricted IP:   ${url}3?tenant=demo`);
console.log('Press Ctrl+C to stop.');
