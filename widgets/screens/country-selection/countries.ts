import { foldForSearch } from '../../kit/search.ts';

/** ISO 3166-1 alpha-2 codes of the countries and territories a visitor may come from. */
const CODES =
  'ad ae af ag ai al am ao ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gt gu gw gy hk hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st sv sx sy sz tc td tg th tj tk tl tm tn to tr tt tv tw tz ua ug us uy uz va vc ve vg vi vn vu wf ws xk ye yt za zm zw';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

/** A country as the screen lists it: its code and its name in the visitor's language. */
export interface Country {
  readonly isoCode: string;
  readonly name: string;
  /** Folded names (visitor's language and English) and the code, for searching. */
  readonly search: readonly string[];
}

const namesCache = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  if (!namesCache.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    namesCache.set(language, names);
  }
  return namesCache.get(language) ?? null;
}

/**
 * The countries in the visitor's language, sorted by name (Intl.DisplayNames; the code when the
 * browser has no name). Codes are lower case, as the kiosk configuration sends them.
 *
 * @example
 * countriesIn('nl', ['be', 'nl']).map((c) => c.name); // ['België', 'Nederland']
 */
export function countriesIn(language: string, codes: readonly string[] = COUNTRY_CODES): Country[] {
  const local = displayNames(language);
  const english = displayNames('en');
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z]{2}$/.test(code))
    .map((isoCode) => {
      const upper = isoCode.toUpperCase();
      const name = local?.of(upper) ?? upper;
      const englishName = english?.of(upper) ?? upper;
      return { isoCode, name, search: [foldForSearch(name), foldForSearch(englishName), isoCode] };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * True when a country matches the search: its name (in the visitor's language or English)
 * contains the query, or the query is its code (accent- and case-insensitive, §5 search rules).
 */
export function isCountryMatch(country: Country, query: string): boolean {
  const needle = foldForSearch(query.trim());
  if (needle === '') return true;
  return country.search.some((text) => text.includes(needle)) || country.isoCode === needle;
}
