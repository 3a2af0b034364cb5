import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Vite builds the kiosk; vitest runs unit tests and headless golden-path fixtures.
 * Component tests opt into jsdom with a `// @vitest-environment jsdom` comment; the rest run in
 * node, as the pure engine must.
 */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'rules/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
