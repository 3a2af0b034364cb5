import { beforeAll } from 'vitest';

// Screens that load on demand (defineWidget `load`) render at once in tests, as after the app's
// preload: a test reads the screen it rendered without waiting for its code. In beforeAll, after
// the test file's vi.mock calls, so mocked modules are what the screens get.
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const { createScreenWidgets } = await import('../../widgets/createScreenWidgets.ts');
  await createScreenWidgets().preload();
});
