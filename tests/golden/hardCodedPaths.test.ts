import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Platform tests and e2e specs reach the screen they are about through a golden-path fixture
 * (tests/golden/reach.ts, e2e/pageDriver.ts), never by tapping languages and profiles themselves:
 * then a screen an integrator adds in a flow document breaks only the fixtures whose way it
 * changes, which are JSON, not TypeScript files the integrator should not have to touch.
 */
const SCANNED = ['tests/platform', 'e2e'];

/** A `language:<code>` or `profile:<id>` control named in code: a tap, a click, a selector. */
const DIRECT_CONTROL = /(?<![\w.-])(?:language|profile):(?=[\w$'"`\]])/;

/** The lines of `source` that name a language or profile control, 1-based. */
function findDirectControls(source: string): Array<{ line: number; text: string }> {
  return source.split('\n').flatMap((text, index) => (DIRECT_CONTROL.test(text) ? [{ line: index + 1, text: text.trim() }] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('tests follow the flow, not a hard-coded path', () => {
  it('recognises a language or profile tapped in code, in every form a test writes it', () => {
    const habits = [
      "await k.tap('language:en');",
      'await k.tap("profile:8");',
      'await page.locator(\'[data-action="language:fr"]\').click();',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a test's source, as text
      '  .locator(`[data-action="profile:${id}"]`)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a test's source, as text
      'await k.tap(`language:${language}`);',
      'page.locator(\'[data-action^="profile:"]\')',
    ];
    for (const habit of habits) expect(findDirectControls(habit), habit).toHaveLength(1);
    const fine = [
      "expect(registration).toMatchObject({ profileId: 1, language: 'en' });",
      "{ call: 'kiosk.localizationResources', stage: 'language', why: 'the texts of the language: error with retry' }",
      "{ fault: 'kiosk.profiles:schema', way: { fixture: 'approved-realtime', before: 'profiles' } }",
      "await kiosk.reach({ before: 'questionary' });",
    ];
    for (const line of fine) expect(findDirectControls(line), line).toEqual([]);
  });

  it(`no file under ${SCANNED.join(' or ')} taps a language or profile: it reaches its screen through a fixture`, () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(15);
    const found = files.flatMap((file) => findDirectControls(readFileSync(file, 'utf8')).map(({ line, text }) => `${file}:${line}: ${text}`));
    expect(found, 'reach the screen with a fixture prefix (README "Golden-path fixtures") instead').toEqual([]);
  });
});
