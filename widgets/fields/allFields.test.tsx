// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../screens/questionary/index.ts';
import { createNode } from '../testing/createNode.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { fieldForCode } from './registry.ts';
import { questionaryAt } from '../testing/questionaryAt.ts';

afterEach(cleanup);

const options = [
  { key: 'One', value: 'one' },
  { key: 'Two', value: 'two' },
];

describe('every field type of core spec §3 in the Questionary', () => {
  it.each(Object.entries(fieldTypeCodes))('%s (%i) renders its widget with an accessible control, every text translated', async (name, code) => {
    const node = createNode(
      {
        type: code,
        questionId: `q${code}`,
        name: `Question ${name}`,
        isRequired: true,
        isSearchableListOnSsk: true,
        translatedSelectOptions: options,
        hosts: [{ id: 'h1', name: 'Sophie Janssens' }],
        url: '/v.webm',
        html: '<p>Rules</p>',
      },
      { id: `n${code}` },
    );
    const { container, missingKeys } = renderWidget(
      Questionary,
      questionaryAt({ nodes: [node], keyboard: { isEnabled: true, layout: 'qwerty' } }),
      'questionary',
    );
    await waitFor(() => expect(container.querySelector(`[data-field-type="${name}"]`)).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.kiosk-loading')).toBeNull());
    expect(container.textContent).not.toContain('cannot be answered at this kiosk');
    // every control the visitor can reach has a name
    for (const control of container.querySelectorAll<HTMLElement>(
      'input:not([type="password"]), textarea, select, button, [role="radio"], [role="checkbox"]',
    )) {
      const named = control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || control.textContent?.trim() || control.closest('label');
      expect(named, `${name}: ${control.outerHTML.slice(0, 120)}`).toBeTruthy();
    }
    expect(missingKeys).toEqual([]);
  });

  it.each(Object.entries(fieldTypeCodes))('%s (%i): its inputs ask for the keyboard of the §5 table', async (name, code) => {
    // a search box types text whatever the field: only the host list, typed in by nature, searches
    const node = createNode({
      type: code,
      questionId: `q${code}`,
      translatedSelectOptions: options,
      hosts: [{ id: 'h1', name: 'Sophie Janssens' }],
      isSearchableListOnSsk: code === fieldTypeCodes.HostSelection,
    });
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [node], keyboard: { isEnabled: true, layout: 'qwerty' } }));
    await waitFor(() => expect(container.querySelector('.kiosk-loading')).toBeNull());
    const asked = [...container.querySelectorAll('[data-keyboard]')].map((input) => input.getAttribute('data-keyboard')).filter((type) => type !== 'none');
    const expected = fieldForCode(code).keyboard;
    if (expected === 'none') expect(asked, name).toEqual([]);
    else expect(new Set(asked), name).toEqual(new Set([expected]));
  });

  it('an unknown code shows the unsupported-field message that names it', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [createNode({ type: 10, questionId: 'q10' })] }));
    expect(container.textContent).toContain('This question (field type 10) cannot be answered at this kiosk.');
  });
});
