// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prepareSanitizer, sanitizeServerHtml } from './serverHtml.ts';

/** The one sanitiser of server HTML (issue 12 §1; core spec §2 "extra description HTML", "Feedback"). */
describe('sanitizeServerHtml', () => {
  it('is the same sanitiser when prepared ahead, while the kiosk is idle (issue 11 §2)', () => {
    prepareSanitizer();
    prepareSanitizer();
    expect(sanitizeServerHtml('<p onclick="x()">Hi<img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a></p>')).toBe('<p>Higo</p>');
  });

  it('keeps text structure', () => {
    expect(sanitizeServerHtml('<p><strong>Rules</strong></p><ul><li>Wear a vest</li></ul>')).toBe('<p><strong>Rules</strong></p><ul><li>Wear a vest</li></ul>');
  });

  it('drops links, including SVG links that navigated the kiosk away on main', () => {
    const clean = sanitizeServerHtml('<svg><a xlink:href="https://evil.example/"><text>tap</text></a></svg><a href="https://evil.example/">go</a>');
    expect(clean).not.toMatch(/<a|<svg|href|evil/);
    expect(clean).toContain('go');
  });

  it('drops scripts, handlers, frames, forms, styles, classes, ids and data attributes', () => {
    const clean = sanitizeServerHtml(
      '<img src=x onerror=alert(1)><script>alert(1)</script><iframe src="/"></iframe><form action="/x"><input><button>b</button></form>' +
        '<style>body{display:none}</style><p class="kiosk-popup-layer" id="root" style="position:fixed" data-action="next">t</p>',
    );
    expect(clean).toBe('b<p>t</p>'); // a control's text stays as text
  });

  it('keeps images of the site attachments only (core spec §7 GET api/attachments/{fileId})', () => {
    expect(sanitizeServerHtml('<img src="/api/attachments/42" alt="vest">')).toBe('<img src="/api/attachments/42" alt="vest">');
    expect(sanitizeServerHtml('<img src="https://api.site.example/api/attachments/7">', 'https://api.site.example/api/attachments/')).toContain(
      'attachments/7',
    );
    expect(sanitizeServerHtml('<img src="https://tracker.example/pixel.png">')).toBe('');
    expect(sanitizeServerHtml('<img src="/api/attachments/../kiosk">')).toBe('');
    expect(sanitizeServerHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeServerHtml('<img srcset="https://tracker.example/a.png 1x" src="/api/attachments/1">')).toBe('<img src="/api/attachments/1">');
  });
});
