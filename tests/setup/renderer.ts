// Tests render as the kiosk does: Preact's compatibility layer, effects scheduled as React's (decision record 0027).
import '../../src/app/renderer.ts';
