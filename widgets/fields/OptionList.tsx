import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusWhenDrawn } from '../kit/focusWhenDrawn.ts';
import { Pager } from '../kit/Pager.tsx';
import { filterBySearch, foldForSearch } from '../kit/search.ts';
import { usePaging } from '../kit/usePaging.ts';
import { ChoiceOption } from './ChoiceOption.tsx';
import type { FieldComponentProps } from './defineField.ts';
import { fieldAria } from './fieldAria.ts';
import { keyboardHints } from './keyboardHints.ts';

/** §9 "selection lists 4 per page". */
export const OPTIONS_PER_PAGE = 4;

/** One entry of a choice list: `key` is the label shown, `value` what is submitted (§3 "Dropdown item"). */
export interface ListOption {
  readonly key: string;
  readonly value: string;
}

/**
 * The choice list of Dropdown, HostSelection, ProcessStep and Checklist (core spec §2 "Choice"):
 * large options, 4 per page (§9), a search box when the node is `isSearchableListOnSsk` (accent-
 * and case-insensitive substring match on the label, blank = all, §5), optionally only from
 * `minSearch` characters on (host search, §5: 2). Single choice (radios) or several (checkboxes).
 * Opens on the page of the first chosen option; a new search goes back to page one.
 */
export function OptionList({
  field,
  options,
  chosen,
  multiple = false,
  minSearch = 0,
  searchHintKey = 'registration:searchMinimum',
  onToggle,
}: {
  field: FieldComponentProps;
  options: readonly ListOption[];
  chosen: readonly string[];
  multiple?: boolean;
  minSearch?: number;
  searchHintKey?: string;
  onToggle: (value: string) => void;
}) {
  const { t } = useTranslation(['registration']);
  const { node, inputId, settings } = field;
  const [query, setQuery] = useState('');
  const searchable = node.metadata.isSearchableListOnSsk;
  const tooShort = searchable && minSearch > 0 && [...foldForSearch(query.trim())].length < minSearch;
  // Below the minimum the list stays closed, but what was chosen is still shown.
  const visible = !searchable ? options : tooShort ? options.filter((o) => chosen.includes(o.value)) : filterBySearch(options, query, (o) => o.key);
  const firstChosen = visible.findIndex((option) => chosen.includes(option.value));
  const paging = usePaging(visible, OPTIONS_PER_PAGE, firstChosen > 0 ? Math.floor(firstChosen / OPTIONS_PER_PAGE) : 0);

  // a group of checkboxes (Checklist, MultiValue) cannot be required in ARIA; a radiogroup can (WAI-ARIA 1.2)
  const { 'aria-required': required, ...aria } = fieldAria(field);
  const groupAria = multiple ? aria : { ...aria, 'aria-required': required };
  return (
    // a searched list is what the landscape keyboard goes beside (kiosk.css)
    <div className={searchable ? 'kiosk-question kiosk-search-list' : 'kiosk-question'}>
      {searchable && (
        <input
          id={`${inputId}-search`}
          className="kiosk-input"
          type="search"
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          // the search is what the visitor types first
          ref={focusWhenDrawn}
          aria-label={t('registration:search')}
          placeholder={t('registration:search')}
          data-action="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            paging.goTo(0);
          }}
          {...keyboardHints('text', node, settings, { caseMode: null, showPrefix: false })}
        />
      )}
      {tooShort && (
        <p className="kiosk-text kiosk-muted kiosk-hint" role="status">
          {t(searchHintKey, { minimum: minSearch })}
        </p>
      )}
      {visible.length === 0 && !tooShort ? (
        <p className="kiosk-text kiosk-muted" role="status">
          {t('registration:noResults')}
        </p>
      ) : (
        visible.length > 0 && (
          <div role={multiple ? 'group' : 'radiogroup'} id={inputId} className="kiosk-options" {...groupAria}>
            {paging.pageItems.map((option) => (
              <ChoiceOption
                key={option.value}
                value={option.value}
                role={multiple ? 'checkbox' : 'radio'}
                checked={chosen.includes(option.value)}
                onChoose={() => onToggle(option.value)}
              >
                {option.key}
              </ChoiceOption>
            ))}
          </div>
        )
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} onPrev={paging.goPrev} onNext={paging.goNext} />
    </div>
  );
}
