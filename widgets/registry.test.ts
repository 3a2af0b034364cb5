import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { screenWidgets } from './registry.ts';

describe('screen widget registry (DESIGN.md "Widgets")', () => {
  it('lists each type once', () => {
    const types = screenWidgets.map((widget) => widget.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(expect.arrayContaining(['LanguageGrid', 'ProfileTiles', 'Questionary', 'Busy', 'Waiting', 'Message', 'ErrorScreen', 'NotFound']));
  });

  it('gives every widget an object props schema whose defaults parse from {} (the checker reads its shape)', () => {
    for (const widget of screenWidgets) {
      expect(widget.props).toBeInstanceOf(z.ZodObject);
      expect(widget.props.safeParse({}).success, widget.type).toBe(true);
    }
  });

  it('treats a null prop (json-logic var of a missing value) as missing', () => {
    for (const widget of screenWidgets) {
      const shape = (widget.props as unknown as z.ZodObject).shape;
      const allNull = Object.fromEntries(Object.keys(shape).map((key) => [key, null]));
      expect(widget.props.safeParse(allNull).success, widget.type).toBe(true);
    }
  });
});
