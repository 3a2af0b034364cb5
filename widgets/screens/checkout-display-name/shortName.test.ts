import { describe, expect, it } from 'vitest';
import { shortName } from './shortName.ts';

describe('shortName (issue 12 §4: the checkout list shows first name and initial)', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(shortName('Johanna Lambrecht')).toBe('Johanna L.');
    expect(shortName('  Anna   van der Berg ')).toBe('Anna B.');
    expect(shortName('émile östberg')).toBe('émile Ö.');
  });

  it('leaves a single name and a blank alone', () => {
    expect(shortName('Cher')).toBe('Cher');
    expect(shortName('   ')).toBe('');
  });
});
