import { HttpResponse } from 'msw';
import { defineRoute } from './route.ts';

/** GET /settings, /health, /features (core spec §7). */
export const systemRoutes = [
  defineRoute({
    call: 'system.settings', method: 'get', path: '/settings', malformed: ['simFault: schema'],
    handle: ({ tenant }) => HttpResponse.json({
      environment: 'simulated',
      defaultLanguage: 'en',
      portalUrl: `https://portal.example.com/${tenant}`,
    }),
  }),
  defineRoute({
    call: 'system.health', method: 'get', path: '/health',
    handle: () => HttpResponse.json({ version: '1.0.0-sim', status: 'Healthy' }),
  }),
  defineRoute({
    call: 'system.features', method: 'get', path: '/features',
    handle: () => HttpResponse.json({ isDocumentScanningEnabled: false, isDocumentSigningEnabled: false }),
  }),
];
