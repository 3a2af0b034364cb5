import { createRoot } from 'react-dom/client';
import { formatIssue } from '../../engine/compile.ts';
import type { Kiosk } from '../createKiosk.ts';
import { checkBundledFlows } from './devSources.ts';
import { DevTools } from './DevTools.tsx';

/**
 * Mounts the development tools beside the kiosk (their own React root, outside the kiosk's), with
 * the findings of `flows:check` on the bundled documents. `kiosk` is absent when the flows did not
 * compile: the overlay then says why. Loaded by main.tsx only when `import.meta.env.DEV`.
 *
 * @example
 * if (import.meta.env.DEV) void import('./dev/mountDevTools.tsx').then((m) => m.mountDevTools(kiosk));
 */
export function mountDevTools(kiosk?: Kiosk): void {
  const check = checkBundledFlows();
  for (const issue of check.issues) (issue.severity === 'error' ? console.error : console.warn)(`[flows:check] ${formatIssue(issue)}`);
  let host = document.getElementById('gatehouse-dev');
  if (!host) {
    host = document.createElement('div');
    host.id = 'gatehouse-dev';
    document.body.append(host);
  }
  createRoot(host).render(<DevTools kiosk={kiosk} check={check} />);
}
