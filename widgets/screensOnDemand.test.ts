import { describe, expect, it } from 'vitest';
import { screenWidgets } from './registry.ts';
import { loadedScreenWidget, loadScreenWidget } from './screensOnDemand.ts';

// A node test: no setup preloads the widgets here, so the module starts as the kiosk's page does.
describe('screen widgets on demand (docs/decisions/0019)', () => {
  it('has the first screens at once, and no later screen before it is loaded', () => {
    for (const type of ['Busy', 'LanguageGrid', 'ErrorScreen', 'NotFound', 'RestrictedIp', 'Unavailable']) {
      expect(loadedScreenWidget(type), type).toBe(screenWidgets.find((widget) => widget.type === type));
    }
    expect(loadedScreenWidget('Questionary')).toBeUndefined();
    expect(loadedScreenWidget('Message')).toBeUndefined();
  });

  it('holds at once exactly the widgets whose code comes with the first bundle (defined with `component`)', () => {
    for (const widget of screenWidgets) {
      const onDemand = 'preload' in widget.component;
      expect(loadedScreenWidget(widget.type) === undefined, widget.type).toBe(onDemand);
    }
  });

  it('loads every widget of the registry, the same definition, and nothing else', async () => {
    await expect(loadScreenWidget('Questionary')).resolves.toBe(screenWidgets.find((widget) => widget.type === 'Questionary'));
    for (const widget of screenWidgets) expect(loadedScreenWidget(widget.type), widget.type).toBe(widget);
    await expect(loadScreenWidget('NoSuchWidget')).resolves.toBeUndefined();
  });
});
