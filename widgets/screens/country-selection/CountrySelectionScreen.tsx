import { CountryFlag } from '../../kit/CountryFlag.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { KEYBOARD_ATTRIBUTES } from '../../kit/keyboard/types.ts';
import { Pager } from '../../kit/Pager.tsx';
import { screenText } from '../../kit/screenText.ts';
import { usePaging } from '../../kit/usePaging.ts';
import { DockedKeyboard } from '../parts/DockedKeyboard.tsx';
import { countriesIn, isCountryMatch, type Country } from './countries.ts';
import type { CountrySelectionEvents, CountrySelectionProps } from './props.ts';
import './country.css';

/**
 * Country selection (core spec §2): the kiosk's preferred countries as tiles, and a search over
 * every country by its name in the visitor's language or in English (the country keyboard of §3
 * when the kiosk enables it), 4 results per page. A tap chooses: emits `select { isoCode }`
 * (lower case, like the kiosk configuration), `back` and `home`.
 */
export function CountrySelectionScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof CountrySelectionProps>, typeof CountrySelectionEvents>) {
  const {
    t,
    i18n: { language },
  } = useTranslation(['country']);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<HTMLElement | null>(null);
  const all = useMemo(() => countriesIn(language, props.countries ?? undefined), [language, props.countries]);
  const byCode = useMemo(() => new Map(all.map((c) => [c.isoCode, c])), [all]);
  const preferred = props.preferred.map((code) => byCode.get(code.toLowerCase())).filter((c): c is Country => c !== undefined);
  const searching = query.trim() !== '';
  const matches = searching ? all.filter((c) => isCountryMatch(c, query)) : [];
  const { pageItems, page, pageCount, goPrev, goNext, goTo } = usePaging(matches, props.perPage);
  const selected = props.selected?.toLowerCase() ?? null;
  const choose = (country: Country) => emit('select', { isoCode: country.isoCode });

  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      {/* one column: in landscape the keyboard goes beside it (kiosk.css "keyboard beside a searched list") */}
      <div className="kiosk-stack kiosk-search-list">
        <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'country:title')}</h1>
        <p className="kiosk-text kiosk-muted">{screenText(t, props.text, props.textKey, 'country:text')}</p>
        {preferred.length > 0 && !searching && (
          <section className="kiosk-countries" aria-label={t('country:preferred')}>
            <ul className="kiosk-countries__tiles">
              {preferred.map((country) => (
                <li key={country.isoCode}>
                  <button
                    type="button"
                    className="kiosk-tile kiosk-country-tile"
                    aria-pressed={country.isoCode === selected}
                    data-action={`country:${country.isoCode}`}
                    onClick={() => choose(country)}
                  >
                    <CountryFlag isoCode={country.isoCode} size="large" />
                    <span className="kiosk-country-tile__name">{country.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div ref={setScope} className="kiosk-country-search">
          <label className="kiosk-country-search__label" htmlFor={`${screenId}-search`}>
            {t(preferred.length > 0 ? 'country:otherCountry' : 'country:search')}
          </label>
          <input
            id={`${screenId}-search`}
            className="kiosk-input"
            type="search"
            dir="auto"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            data-action="search"
            {...{ [KEYBOARD_ATTRIBUTES.type]: 'country' }}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              goTo(0);
            }}
          />
        </div>
        {searching &&
          (matches.length === 0 ? (
            <p className="kiosk-country-search__hint" role="status">
              {t('country:noResults')}
            </p>
          ) : (
            <>
              <ul className="kiosk-options" aria-label={t('country:results')}>
                {pageItems.map((country) => (
                  <li key={country.isoCode}>
                    <button
                      type="button"
                      className="kiosk-option"
                      aria-current={country.isoCode === selected ? 'true' : undefined}
                      data-action={`country:${country.isoCode}`}
                      onClick={() => choose(country)}
                    >
                      <CountryFlag isoCode={country.isoCode} />
                      <span>{country.name}</span>
                      {country.isoCode === selected && <Icon name="check" className="kiosk-icon kiosk-country__check" />}
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={page} pageCount={pageCount} onPrev={goPrev} onNext={goNext} />
            </>
          ))}
      </div>
      <DockedKeyboard
        settings={props.keyboard}
        scope={scope}
        canSubmit={matches.length === 1}
        submitLabel={t('country:choose')}
        onSubmit={() => {
          const [only] = matches;
          if (only && matches.length === 1) choose(only);
        }}
      />
    </KioskLayout>
  );
}
