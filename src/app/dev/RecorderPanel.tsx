import { useCallback, useEffect, useRef, useState } from 'react';
import type { Kiosk } from '../createKiosk.ts';
import { createFixtureRecorder, type FixtureRecorder, type RecordedStep } from './fixtureRecorder.ts';

/** Set before the reload that starts a recording from a fresh kiosk. */
const START_KEY = 'gatehouse.dev.record';

/** The kiosk's own scenario: tenant and kiosk path of this page. */
function scenario(): { tenant: string; path: string } {
  const tenant = new URLSearchParams(window.location.search).get('tenant') ?? 'demo';
  const kiosk = window.location.pathname.split('/').filter(Boolean)[0] ?? '1';
  return { tenant, path: `/${kiosk}` };
}

export interface Recording {
  readonly active: boolean;
  readonly steps: readonly RecordedStep[];
  /** The fixture document once stopped. */
  readonly text: string;
  readonly name: string;
  readonly setName: (name: string) => void;
  /** Reloads the kiosk at its start screen and records from there. */
  readonly start: () => void;
  readonly stop: () => void;
}

/**
 * The fixture recorder's state for the development tools: a recording starts with a reload (a
 * fresh kiosk and simulated site, as a fixture starts) and runs until `stop`.
 */
export function useRecording(kiosk: Kiosk | undefined): Recording {
  const recorder = useRef<FixtureRecorder | null>(null);
  const [active, setActive] = useState(false);
  const [steps, setSteps] = useState<readonly RecordedStep[]>([]);
  const [name, setName] = useState('recorded visit');
  const [text, setText] = useState('');

  useEffect(() => {
    const root = document.getElementById('root');
    if (!kiosk || !root || sessionStorage.getItem(START_KEY) === null) return;
    setName(sessionStorage.getItem(START_KEY) || 'recorded visit');
    sessionStorage.removeItem(START_KEY);
    const current = createFixtureRecorder({
      runtime: kiosk.runtime,
      root,
      scenario: scenario(),
      onChange: () => setSteps([...(recorder.current?.steps() ?? [])]),
    });
    recorder.current = current;
    setActive(true);
    setSteps([...current.steps()]);
    return () => current.stop();
  }, [kiosk]);

  const start = useCallback(() => {
    sessionStorage.setItem(START_KEY, name);
    const { tenant, path } = scenario();
    window.location.assign(`${path}?tenant=${encodeURIComponent(tenant)}`);
  }, [name]);
  const stop = useCallback(() => {
    recorder.current?.stop();
    setActive(false);
    setText(`${JSON.stringify(recorder.current?.fixture(name), null, 2)}\n`);
  }, [name]);
  return { active, steps, text, name, setName, start, stop };
}

/**
 * The recorder tab: name the fixture, record from the start screen, stop, then download the
 * `.fixture.json` for tests/fixtures/ (then `npm run fixtures` runs it).
 */
export function RecorderPanel({ recording }: { recording: Recording }) {
  const { active, steps, text, name, setName, start, stop } = recording;
  const download = () => {
    const file = `${
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'recorded'
    }.fixture.json`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = file;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>
        Click through a visit as a visitor would; the recorder writes each screen, tap, typed value and wait as a golden-path fixture. Save it in{' '}
        <code>tests/fixtures/</code> and run <code>npm run fixtures</code>.
      </p>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} style={{ width: 320 }} disabled={active} />
      </label>{' '}
      {active ? (
        <button type="button" onClick={stop}>
          ■ Stop ({steps.length} steps)
        </button>
      ) : (
        <button type="button" onClick={start} title="reloads the kiosk at its start screen">
          ● Record from the start screen
        </button>
      )}
      {text && !active && (
        <>
          {' '}
          <button type="button" onClick={download}>
            Download .fixture.json
          </button>{' '}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(text)}>
            Copy
          </button>
        </>
      )}
      <pre
        style={{ font: '12px/1.4 ui-monospace, monospace', whiteSpace: 'pre-wrap', background: '#fff', border: '1px solid #cbd5e1', padding: 8, marginTop: 8 }}
        data-dev-recording
      >
        {active ? steps.map((s) => JSON.stringify(s)).join('\n') : text || '(not recording)'}
      </pre>
    </div>
  );
}
