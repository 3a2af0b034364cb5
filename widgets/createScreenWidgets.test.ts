import { describe, expect, it, vi } from 'vitest';
import { allScreenWidgets } from './allScreenWidgets.ts';
import { createScreenWidgets } from './createScreenWidgets.ts';
import { screenWidgets } from './registry.ts';

const definitionOf = (type: string) => allScreenWidgets.find((widget) => widget.type === type);

describe("a kiosk's screen widgets, on demand from the registry (docs/decisions/0019, 0035)", () => {
  it('has the first screens at once, and no later screen before it is loaded', () => {
    const widgets = createScreenWidgets();
    for (const type of ['Busy', 'LanguageGrid', 'ErrorScreen', 'NotFound', 'RestrictedIp', 'Unavailable']) {
      expect(widgets.loaded(type), type).toBe(definitionOf(type));
    }
    expect(widgets.loaded('Questionary')).toBeUndefined();
    expect(widgets.loaded('Message')).toBeUndefined();
  });

  it('loads every widget of the registry, the same definition, and nothing else', async () => {
    const widgets = createScreenWidgets();
    await expect(widgets.load('Questionary')).resolves.toBe(definitionOf('Questionary'));
    expect(widgets.loaded('Questionary')).toBe(definitionOf('Questionary'));
    await expect(widgets.load('NoSuchWidget')).resolves.toBeUndefined();
    await expect(widgets.load('toString')).resolves.toBeUndefined();
    await widgets.preload();
    for (const type of Object.keys(screenWidgets)) expect(widgets.loaded(type), type).toBe(definitionOf(type));
  });

  it("is one kiosk's: another kiosk starts with the first screens only", async () => {
    await createScreenWidgets().preload();
    expect(createScreenWidgets().loaded('Questionary')).toBeUndefined();
  });

  it('gives a failed fetch to the caller and tries again at the next call', async () => {
    const Message = definitionOf('Message');
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk Message is gone')).mockResolvedValueOnce(Message);
    const widgets = createScreenWidgets({ Message: load });
    await expect(widgets.load('Message')).rejects.toThrow('chunk Message is gone');
    expect(widgets.loaded('Message')).toBeUndefined();
    await expect(widgets.load('Message')).resolves.toBe(Message);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
