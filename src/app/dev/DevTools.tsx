import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { CheckResult } from '../../tooling/check/checkFlowDocuments.ts';
import { transitionKey } from '../../tooling/graph/flowGraph.ts';
import { formatTrace } from '../../tooling/trace/formatTrace.ts';
import { formatIssue } from '../../engine/compile.ts';
import type { TraceEntry } from '../../engine/types.ts';
import type { Kiosk } from '../createKiosk.ts';
import { FlowGraphView } from './FlowGraphView.tsx';
import { RecorderPanel, useRecording } from './RecorderPanel.tsx';

const OPEN_KEY = 'gatehouse.dev.open';
type Tab = 'graph' | 'check' | 'record';

const panel: CSSProperties = {
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(920px, 70vw)',
  zIndex: 2147483000,
  background: '#f8fafc',
  borderLeft: '2px solid #1e293b',
  boxShadow: '-8px 0 24px rgba(0,0,0,.25)',
  display: 'flex',
  flexDirection: 'column',
  font: '13px/1.4 system-ui, sans-serif',
  color: '#0f172a',
};
const mono: CSSProperties = { font: '12px/1.45 ui-monospace, Menlo, Consolas, monospace', whiteSpace: 'pre-wrap', margin: 0 };
const toggle: CSSProperties = {
  position: 'fixed',
  left: 8,
  bottom: 8,
  zIndex: 2147483001,
  font: '12px system-ui, sans-serif',
  padding: '6px 10px',
  borderRadius: 6,
  border: '1px solid #334155',
  background: '#1e293b',
  color: '#fff',
  cursor: 'pointer',
  opacity: 0.85,
};

/** The transition keys of the decisions in `traces` that moved or ran effects (matched entries; `always` entries as event "always"). */
function takenKeys(traces: readonly TraceEntry[]): string[] {
  return traces.flatMap((t) => t.checks.filter((c) => c.matched).map((c) => transitionKey(t.flow, c.source === 'flow' ? null : t.screen, t.event, c.index)));
}

/**
 * The development tools of the kiosk page (never in a production build): a button (or
 * Ctrl+Shift+F) opens a panel with the live graph of the running flow — the current screen and
 * the last transitions taken — the trace of the last decisions (which rule matched, with which
 * values), the findings of `flows:check` and the fixture recorder. Errors of `flows:check` show as
 * an overlay over the page, with the same messages as the CLI.
 */
export function DevTools({ kiosk, check }: { kiosk?: Kiosk; check: CheckResult }) {
  const [open, setOpen] = useState(() => sessionStorage.getItem(OPEN_KEY) === '1');
  const [tab, setTab] = useState<Tab>('graph');
  const errors = check.issues.filter((i) => i.severity === 'error');
  const [overlay, setOverlay] = useState(errors.length > 0);
  const recording = useRecording(kiosk);
  useEffect(() => {
    // while recording the kiosk must be free to click: the panel folds into the REC button
    if (recording.active) setOpen(false);
  }, [recording.active]);
  useEffect(() => {
    sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
  }, [open]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'f') setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {overlay && <CheckOverlay check={check} onClose={() => setOverlay(false)} />}
      {recording.active ? (
        <button
          type="button"
          style={{ ...toggle, background: '#b91c1c', opacity: 1 }}
          data-dev-rec
          onClick={() => {
            recording.stop();
            setTab('record');
            setOpen(true);
          }}
          title="stop recording"
        >
          ● REC {recording.steps.length} steps — stop
        </button>
      ) : (
        <button type="button" style={toggle} onClick={() => setOpen((o) => !o)} title="Gatehouse development tools (Ctrl+Shift+F)">
          flows{errors.length > 0 ? ` ✗${errors.length}` : ''}
          {check.issues.length > errors.length ? ` ⚠${check.issues.length - errors.length}` : ''}
        </button>
      )}
      {open && (
        <aside style={panel} aria-label="Gatehouse development tools">
          <header style={{ display: 'flex', gap: 6, padding: 8, borderBottom: '1px solid #cbd5e1', alignItems: 'center' }}>
            <strong style={{ marginRight: 8 }}>Gatehouse dev</strong>
            {(['graph', 'check', 'record'] as const).map((t) => (
              <button
                key={t}
                type="button"
                onClick={() => setTab(t)}
                style={{
                  padding: '4px 10px',
                  fontWeight: tab === t ? 700 : 400,
                  borderRadius: 4,
                  border: '1px solid #94a3b8',
                  background: tab === t ? '#e2e8f0' : '#fff',
                }}
              >
                {t === 'graph' ? 'Live graph' : t === 'check' ? `flows:check (${check.issues.length})` : 'Record fixture'}
              </button>
            ))}
            <span style={{ flex: 1 }} />
            <button type="button" onClick={() => setOpen(false)} aria-label="close">
              ✕
            </button>
          </header>
          <div style={{ overflow: 'auto', flex: 1, padding: 8 }}>
            {tab === 'graph' && (kiosk ? <LiveGraph kiosk={kiosk} check={check} /> : <p>The kiosk did not start: see flows:check.</p>)}
            {tab === 'check' && <IssueList check={check} />}
            {tab === 'record' && (kiosk ? <RecorderPanel recording={recording} /> : <p>The kiosk did not start.</p>)}
          </div>
        </aside>
      )}
    </>
  );
}

function LiveGraph({ kiosk, check }: { kiosk: Kiosk; check: CheckResult }) {
  const { runtime } = kiosk;
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot);
  // re-rendered on every snapshot, so the runtime's trace buffer is read fresh each time
  const last = runtime.traces().slice(-12);
  const recent = takenKeys(last);
  const lines = formatTrace([...last].reverse(), { ruleNames: kiosk.program.ruleNames });
  return (
    <div>
      <p style={{ margin: '0 0 6px' }}>
        Flow <b>{snapshot.flow}</b>, screen <b>{snapshot.screen}</b> ({snapshot.view.widget}), path <code>{snapshot.view.path}</code>, entry #{snapshot.seq},
        visitor session #{snapshot.session}
      </p>
      <div style={{ overflow: 'auto', border: '1px solid #cbd5e1', background: '#fff' }}>
        <FlowGraphView graph={check.graph} flow={snapshot.flow} current={snapshot.screen} recent={recent} />
      </div>
      <h3 style={{ margin: '10px 0 4px', fontSize: 13 }}>Last decisions (newest first): which rule matched, with which values</h3>
      <pre style={mono}>{lines.join('\n') || '(none yet)'}</pre>
    </div>
  );
}

function IssueList({ check }: { check: CheckResult }) {
  if (check.issues.length === 0) return <p>flows:check finds nothing: every flow and rule file is fine.</p>;
  return (
    <div>
      <p style={{ margin: '0 0 6px' }}>
        The findings of <code>npm run flows:check</code> on the documents in this page:
      </p>
      <pre style={mono}>
        {check.issues.map((issue) => (
          <div key={`${issue.file}${issue.path}${issue.message}`} style={{ color: issue.severity === 'error' ? '#b91c1c' : '#92400e', marginBottom: 4 }}>
            {formatIssue(issue)}
          </div>
        ))}
      </pre>
    </div>
  );
}

/** Errors of flows:check over the page, like Vite's error overlay: the same lines as the CLI. */
function CheckOverlay({ check, onClose }: { check: CheckResult; onClose: () => void }) {
  const errors = check.issues.filter((i) => i.severity === 'error');
  return (
    <div
      role="alertdialog"
      aria-label="flow documents have errors"
      data-dev-overlay="flows-check"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2147483002,
        background: 'rgba(15,23,42,.72)',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        padding: '6vh 4vw',
        overflow: 'auto',
      }}
    >
      <div
        style={{
          background: '#fff',
          borderTop: '6px solid #dc2626',
          borderRadius: 8,
          padding: 20,
          maxWidth: 1100,
          width: '100%',
          font: '14px/1.45 system-ui, sans-serif',
        }}
      >
        <h2 style={{ margin: '0 0 8px', color: '#b91c1c', fontSize: 18 }}>
          The flow documents have {errors.length} error{errors.length === 1 ? '' : 's'} (npm run flows:check)
        </h2>
        <pre style={{ ...mono, color: '#7f1d1d' }}>{errors.map((issue) => formatIssue(issue)).join('\n')}</pre>
        <p style={{ margin: '12px 0 0', color: '#475569' }}>
          Fix the file and save: the page reloads with the new flows. Warnings are listed in the flows panel.
        </p>
        <button type="button" onClick={onClose} style={{ marginTop: 12, padding: '6px 12px' }}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
