import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { KEYBOARD_ATTRIBUTES } from '../../kit/keyboard/types.ts';
import { Pager } from '../../kit/Pager.tsx';
import { screenText } from '../../kit/screenText.ts';
import { filterBySearch } from '../../kit/search.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { usePaging } from '../../kit/usePaging.ts';
import { DockedKeyboard } from '../parts/DockedKeyboard.tsx';
import type { CheckoutDisplayNameEvents, CheckoutDisplayNameProps } from './props.ts';
import { shortName } from './shortName.ts';
import './displayName.css';
import { focusOnMount } from '../../kit/focusOnMount.ts';

/**
 * Checkout by display name (core spec §2 "Display-name screen"): a search box (with the kiosk's
 * keyboard when enabled) and, from `minSearch` characters on, a single-choice list of the
 * visitors allowed to check out whose name matches (accent- and case-insensitive), 4 per page.
 * Emits `select { visitorId, displayName }` when the visitor confirms their name.
 */
export function CheckoutDisplayNameScreen({
  props,
  emit,
  screenId,
}: WidgetComponentProps<z.infer<typeof CheckoutDisplayNameProps>, typeof CheckoutDisplayNameEvents>) {
  const { t } = useTranslation(['checkout']);
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [scope, setScope] = useState<HTMLElement | null>(null);
  const searching = query.trim().length >= props.minSearch;
  const matches = searching ? filterBySearch(props.visitors, query, (v) => v.displayName) : [];
  const { pageItems, page, pageCount, goPrev, goNext, goTo } = usePaging(matches, props.perPage);
  const selected = matches.find((v) => v.id === selectedId) ?? null;
  const confirm = () => {
    if (selected) emit('select', { visitorId: selected.id, displayName: selected.displayName });
  };

  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      {/* one column: in landscape the keyboard goes beside it (kiosk.css "keyboard beside a searched list") */}
      <div className="kiosk-stack kiosk-search-list">
        <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'checkout:displayNameTitle')}</h1>
        <div ref={setScope} className="kiosk-name-search">
          <label className="kiosk-name-search__label" htmlFor={`${screenId}-search`}>
            {t('checkout:searchLabel')}
          </label>
          <input
            id={`${screenId}-search`}
            className="kiosk-input"
            type="search"
            dir="auto"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            ref={focusOnMount}
            data-action="search"
            {...{ [KEYBOARD_ATTRIBUTES.type]: 'text', [KEYBOARD_ATTRIBUTES.case]: 'capital' }}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              goTo(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                confirm();
              }
            }}
          />
        </div>
        {props.loading ? (
          <p className="kiosk-name-search__hint" role="status">
            <Spinner size="small" />
          </p>
        ) : !searching ? (
          <p className="kiosk-name-search__hint" role="status">
            {t('checkout:searchHint', { minimum: props.minSearch })}
          </p>
        ) : matches.length === 0 ? (
          <p className="kiosk-name-search__hint" role="status">
            {t('checkout:noResults')}
          </p>
        ) : (
          <>
            <div className="kiosk-options" role="radiogroup" aria-label={t('checkout:searchResults')}>
              {pageItems.map((visitor) => (
                // biome-ignore lint/a11y/useSemanticElements: a large touch target that acts as one radio of the group; a native radio cannot be styled to 48 px rows with the name inside
                <button
                  key={visitor.id}
                  type="button"
                  role="radio"
                  aria-checked={visitor.id === selectedId}
                  className="kiosk-option"
                  data-action={`visitor:${visitor.id}`}
                  onClick={() => setSelectedId(visitor.id)}
                >
                  <span className="kiosk-option__mark" aria-hidden="true">
                    {visitor.id === selectedId && <Icon name="check" />}
                  </span>
                  <span>{props.fullNames ? visitor.displayName : shortName(visitor.displayName)}</span>
                </button>
              ))}
            </div>
            <Pager page={page} pageCount={pageCount} onPrev={goPrev} onNext={goNext} />
          </>
        )}
        <div className="kiosk-actions">
          <Button variant="primary" action="confirm" onClick={confirm} disabled={!selected}>
            {screenText(t, null, props.confirmKey, 'checkout:confirm')}
          </Button>
        </div>
      </div>
      <DockedKeyboard
        settings={props.keyboard}
        scope={scope}
        canSubmit={selected !== null}
        submitLabel={screenText(t, null, props.confirmKey, 'checkout:confirm')}
        onSubmit={confirm}
      />
    </KioskLayout>
  );
}
