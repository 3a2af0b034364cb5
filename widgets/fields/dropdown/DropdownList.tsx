import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../kit/Pager.tsx';
import { filterBySearch } from '../../kit/search.ts';
import { usePaging } from '../../kit/usePaging.ts';
import { ChoiceOption } from '../ChoiceOption.tsx';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria } from '../fieldAria.ts';
import { selectOptionsOf } from '../validation.ts';

/** §9 "selection lists 4 per page". */
export const OPTIONS_PER_PAGE = 4;

/**
 * Dropdown (code 2) as a paged list of large options (4 per page, §9), from the translated
 * options, else the internal ones (§3). With `isSearchableListOnSsk` a search box filters the
 * labels, accent- and case-insensitively (§5); a blank search shows all. Opens on the page of
 * the chosen option.
 */
export function DropdownList(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const options = selectOptionsOf(node);
  const chosen = value[0] ?? '';
  const [query, setQuery] = useState('');
  const searchable = node.metadata.isSearchableListOnSsk;
  const visible = searchable ? filterBySearch(options, query, (option) => option.key) : options;
  const chosenIndex = options.findIndex((option) => option.value === chosen);
  const paging = usePaging(visible, OPTIONS_PER_PAGE, chosenIndex > 0 ? Math.floor(chosenIndex / OPTIONS_PER_PAGE) : 0);

  return (
    <div className="kiosk-question">
      {searchable && (
        <input
          id={`${inputId}-search`}
          className="kiosk-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-label={t('registration:search')}
          placeholder={t('registration:search')}
          data-action="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            paging.goTo(0);
          }}
        />
      )}
      {visible.length === 0 ? (
        <p className="kiosk-text kiosk-muted" role="status">
          {t('registration:noResults')}
        </p>
      ) : (
        <div role="radiogroup" id={inputId} className="kiosk-options" {...fieldAria(props)}>
          {paging.pageItems.map((option) => (
            <ChoiceOption key={option.value} value={option.value} checked={option.value === chosen} onChoose={() => onChange([option.value])}>
              {option.key}
            </ChoiceOption>
          ))}
        </div>
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} onPrev={paging.goPrev} onNext={paging.goNext} />
    </div>
  );
}
