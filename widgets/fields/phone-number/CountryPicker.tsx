import { CountryFlag } from '../../kit/CountryFlag.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../kit/Pager.tsx';
import { foldForSearch, isSearchMatch } from '../../kit/search.ts';
import { usePaging } from '../../kit/usePaging.ts';
import { ChoiceOption } from '../ChoiceOption.tsx';
import { OPTIONS_PER_PAGE } from '../OptionList.tsx';
import { KEYBOARD_ATTRIBUTES } from '../../kit/keyboard/types.ts';
import type { PhoneCountry } from './phone.ts';
import { focusOnMount } from '../../kit/focusOnMount.ts';

/** True when a country matches the search: its name (accent- and case-insensitive), code or dial code. */
export function isCountryMatch(country: PhoneCountry, query: string): boolean {
  const needle = foldForSearch(query.trim()).replace(/^\+/, '');
  if (needle === '') return true;
  return isSearchMatch(country.name, needle) || country.code === needle || country.dialCode.startsWith(needle);
}

/**
 * The country list of the phone question (core spec §2 "flag dropdown with a country-search
 * list"): a search box (country keyboard), then the countries, preferred ones first, 4 per page.
 * `data-action` `country-search`, `option:<code>` (e.g. `option:be`), `country-close`.
 */
export function CountryPicker({
  countries,
  chosen,
  onChoose,
  onClose,
  onScreenKeyboard,
}: {
  countries: readonly PhoneCountry[];
  chosen: string;
  onChoose: (code: string) => void;
  onClose: () => void;
  onScreenKeyboard: boolean;
}) {
  const { t } = useTranslation(['registration']);
  const [query, setQuery] = useState('');
  const visible = useMemo(() => countries.filter((country) => isCountryMatch(country, query)), [countries, query]);
  const paging = usePaging(visible, OPTIONS_PER_PAGE);
  return (
    <div className="kiosk-country-picker kiosk-search-list" role="dialog" aria-label={t('registration:chooseCountry')}>
      <div className="kiosk-country-picker__top">
        <input
          className="kiosk-input"
          type="search"
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          ref={focusOnMount}
          aria-label={t('registration:searchCountry')}
          placeholder={t('registration:searchCountry')}
          data-action="country-search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            paging.goTo(0);
          }}
          {...{ [KEYBOARD_ATTRIBUTES.type]: 'country' }}
          inputMode={onScreenKeyboard ? 'none' : 'text'}
        />
        <button type="button" className="kiosk-button kiosk-button--secondary" data-action="country-close" onClick={onClose}>
          {t('registration:cancel')}
        </button>
      </div>
      {visible.length === 0 ? (
        <p className="kiosk-text kiosk-muted" role="status">
          {t('registration:noResults')}
        </p>
      ) : (
        <div role="radiogroup" className="kiosk-options" aria-label={t('registration:chooseCountry')}>
          {paging.pageItems.map((country) => (
            <ChoiceOption key={country.code} value={country.code} checked={country.code === chosen} onChoose={() => onChoose(country.code)}>
              <span className="kiosk-country">
                <CountryFlag isoCode={country.code} />
                <span className="kiosk-country__name">{country.name}</span>
                <span className="kiosk-country__dial">+{country.dialCode}</span>
              </span>
            </ChoiceOption>
          ))}
        </div>
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} onPrev={paging.goPrev} onNext={paging.goNext} />
    </div>
  );
}
