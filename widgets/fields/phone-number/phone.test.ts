import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dialCodeOf, formatInternational, fromInternational, isPhoneCountry, phoneCountries, preparePhoneCountries, toInternational } from './phone.ts';

describe('phone numbers (core spec §2 phone question, §5 international form)', () => {
  it('builds the international form from a national number and the chosen country', () => {
    expect(toInternational('0470 12 34 56', 'be')).toBe('+32470123456');
    expect(toInternational('06 12345678', 'nl')).toBe('+31612345678');
    expect(toInternational('', 'be')).toBe('');
    expect(toInternational('  ', 'be')).toBe('');
  });

  it('keeps a number typed with + or 00 as international, whatever the country', () => {
    expect(toInternational('+44 20 7946 0958', 'be')).toBe('+442079460958');
    expect(toInternational('0044 20 7946 0958', 'be')).toBe('+442079460958');
  });

  it('still builds +dialcode for an incomplete number (the server decides)', () => {
    expect(toInternational('0470', 'be')).toBe('+32470');
    expect(toInternational('470', 'xx')).toBe('+32470');
  });

  it('splits a stored number back into country and national form', () => {
    expect(fromInternational('+32470123456', 'nl')).toEqual({ country: 'be', national: '0470 12 34 56' });
    expect(fromInternational('+3247012', 'nl').country).toBe('be');
    expect(fromInternational('0470', 'nl')).toEqual({ country: 'nl', national: '0470' });
    expect(fromInternational('', 'zz')).toEqual({ country: 'be', national: '' });
  });

  it('lists preferred countries first in the kiosk order, then all others by name', () => {
    const list = phoneCountries('en', ['nl', 'BE', 'xx', 'nl']);
    expect(list.slice(0, 2).map((c) => c.code)).toEqual(['nl', 'be']);
    expect(list[1]).toEqual({ code: 'be', dialCode: '32', name: 'Belgium' });
    expect(list).toHaveLength(245);
    const rest = list.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(phoneCountries('fr', ['de'])[0]?.name).toBe('Allemagne');
  });

  it('builds the list once per language and preferred countries, and nobody can change it (issue 11 §2)', () => {
    const list = phoneCountries('nl', ['be']);
    expect(phoneCountries('nl', ['be'])).toBe(list);
    expect(phoneCountries('nl', ['nl'])).not.toBe(list);
    expect(phoneCountries('de', ['be'])[0]?.name).toBe('Belgien');
    expect(list[0]?.name).toBe('België');
    expect(Object.isFrozen(list)).toBe(true);
  });

  it("puts the kiosk's preferred countries first from the list prepared ahead: no names or sorting at the question (issue 11 §2)", () => {
    preparePhoneCountries();
    let made = 0;
    const { DisplayNames, Collator } = Intl;
    class CountedNames extends DisplayNames {
      constructor(...args: ConstructorParameters<typeof DisplayNames>) {
        super(...args);
        made++;
      }
    }
    class CountedCollator extends Collator {
      constructor(...args: ConstructorParameters<typeof Collator>) {
        super(...args);
        made++;
      }
    }
    // Intl's members are not enumerable: the rest of it through the prototype
    vi.stubGlobal('Intl', Object.create(Intl, { DisplayNames: { value: CountedNames }, Collator: { value: CountedCollator } }));
    try {
      const list = phoneCountries('en', ['lu', 'de']);
      expect(list.slice(0, 3).map((c) => c.code)).toEqual(['lu', 'de', 'af']);
      expect(list).toHaveLength(245);
      expect(made).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('knows dial codes and refuses unknown countries', () => {
    expect(dialCodeOf('be')).toBe('32');
    expect(dialCodeOf('zz')).toBe('');
    expect(isPhoneCountry('BE')).toBe(true);
    expect(isPhoneCountry('zz')).toBe(false);
    expect(formatInternational('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatInternational('abc')).toBe('abc');
  });

  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 3 }), (text, country) => {
        expect(typeof toInternational(text, country)).toBe('string');
        expect(typeof fromInternational(text, country).national).toBe('string');
        expect(typeof formatInternational(text)).toBe('string');
      }),
    );
  });
});
