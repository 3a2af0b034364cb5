// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { createNode } from '../../widgets/testing/createNode.ts';
import { questionaryAt } from '../../widgets/testing/questionaryAt.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone = createNode({ type: fieldTypeCodes.PhoneNumber, questionId: 'qPhone', name: 'Mobile number' }, { id: 'ph' });

/** A fresh module graph: as on a page that has shown only its first screen (nothing preloaded yet). */
async function freshPage() {
  vi.resetModules();
  const [{ preloadAfterFirstScreen }, { createScreenWidgets }, { createCallDefinitions }, { Questionary }, { QuestionaryScreen }, { renderWidget }] =
    await Promise.all([
      import('../../src/app/preloadAfterFirstScreen.ts'),
      import('../../widgets/createScreenWidgets.ts'),
      import('../../src/api/createCallDefinitions.ts'),
      import('../../widgets/screens/questionary/index.ts'),
      import('../../widgets/screens/questionary/QuestionaryScreen.tsx'),
      import('../../widgets/testing/renderWidget.tsx'),
    ]);
  // the questionary's own code, without its preload (which brings the fields' code)
  const shell = { ...Questionary, component: QuestionaryScreen as typeof Questionary.component };
  const kiosk = { widgets: createScreenWidgets(), calls: createCallDefinitions(), loadLaterFlows: () => Promise.resolve() };
  return { preloadAfterFirstScreen: () => preloadAfterFirstScreen(kiosk), showPhone: () => renderWidget(shell, questionaryAt({ nodes: [phone] })) };
}

describe('preloadAfterFirstScreen: the field code that loads on demand, with the questionary (decision records 0019, 0033)', () => {
  it('before it, a first phone question waits for its code behind a spinner', async () => {
    const { showPhone } = await freshPage();
    const { container } = showPhone();
    expect(container.querySelector('[data-action="answer"]')).toBeNull();
    expect(container.querySelector('.kiosk-loading .kiosk-spinner')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[data-action="answer"]')).not.toBeNull(), { timeout: 10_000 });
  });

  it('after it, a phone question is drawn at once, its country names already made', async () => {
    const { preloadAfterFirstScreen, showPhone } = await freshPage();
    await preloadAfterFirstScreen();
    // the country names of the browser's Intl, counted from here on
    let made = 0;
    const Names = Intl.DisplayNames;
    class CountedNames extends Names {
      constructor(...args: ConstructorParameters<typeof Names>) {
        super(...args);
        made++;
      }
    }
    // Intl's members are not enumerable: the rest of it through the prototype
    vi.stubGlobal('Intl', Object.create(Intl, { DisplayNames: { value: CountedNames } }));
    const { container } = showPhone();
    expect(container.querySelector('[data-action="answer"]')).not.toBeNull();
    expect(container.querySelector('[data-action="country"]')?.textContent).toContain('+32');
    expect(made).toBe(0);
  });

  it("opens the questions' fonts in it (the plate's, the phone's, the option lists', an extra description's), each once, on a canvas", async () => {
    const { preloadAfterFirstScreen } = await freshPage();
    const { PLATE_FONT } = await import('../../widgets/fields/license-plate/plateFont.ts');
    const { EXTRA_DESCRIPTION_FONTS, OPTION_LIST_FONTS, YES_NO_FONTS, kioskFont } = await import('../../widgets/kit/fonts.ts');
    const fonts: string[] = [];
    const context = {
      font: '',
      measureText() {
        fonts.push(this.font);
        return { width: 1 };
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    await preloadAfterFirstScreen();
    expect(fonts).toEqual(
      expect.arrayContaining([...OPTION_LIST_FONTS, ...YES_NO_FONTS, ...EXTRA_DESCRIPTION_FONTS, kioskFont(600, 30), kioskFont(400, 26), PLATE_FONT]),
    );
    expect(new Set(fonts).size).toBe(fonts.length);
    vi.restoreAllMocks();
  });
});
