import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allScreenWidgets } from './allScreenWidgets.ts';
import { screenWidgets } from './registry.ts';

const FIRST_SCREENS = ['Busy', 'LanguageGrid', 'ErrorScreen', 'NotFound', 'RestrictedIp', 'Unavailable'];

describe('screen widget registry (DESIGN.md "Widgets")', () => {
  it('lists each type once', () => {
    const types = allScreenWidgets.map((widget) => widget.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(expect.arrayContaining(['LanguageGrid', 'ProfileTiles', 'Questionary', 'Busy', 'Waiting', 'Message', 'ErrorScreen', 'NotFound']));
  });

  it('lists each widget under its own type, in the same order as allScreenWidgets', () => {
    expect(allScreenWidgets.map((widget) => widget.type)).toEqual(Object.keys(screenWidgets));
  });

  it('gives at once exactly the first screens (docs/decisions/0019), each with its code; every other is fetched and loads its code on demand', () => {
    const given = Object.entries(screenWidgets).flatMap(([type, entry]) => (typeof entry === 'function' ? [] : [type]));
    expect(given.sort()).toEqual([...FIRST_SCREENS].sort());
    for (const widget of allScreenWidgets) {
      const onDemand = 'preload' in widget.component;
      expect(onDemand, widget.type).toBe(!FIRST_SCREENS.includes(widget.type));
    }
  });

  it('gives every widget an object props schema whose defaults parse from {} (the checker reads its shape)', () => {
    for (const widget of allScreenWidgets) {
      expect(widget.props).toBeInstanceOf(z.ZodObject);
      expect(widget.props.safeParse({}).success, widget.type).toBe(true);
    }
  });

  it('treats a null prop (json-logic var of a missing value) as missing', () => {
    for (const widget of allScreenWidgets) {
      const shape = (widget.props as unknown as z.ZodObject).shape;
      const allNull = Object.fromEntries(Object.keys(shape).map((key) => [key, null]));
      expect(widget.props.safeParse(allNull).success, widget.type).toBe(true);
    }
  });
});
