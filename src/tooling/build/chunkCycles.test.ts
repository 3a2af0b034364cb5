import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunkCycles.ts';

describe('chunkCycles: static import cycles between built chunks', () => {
  it('finds a chunk that imports one which imports it back, once', () => {
    expect(
      chunkCycles({
        'later-definitions.js': 'import{n as e}from"./checkout.js";import{u as t}from"./schemas.js";var c=t({response:e});export{c as $};',
        'checkout.js': 'import{$ as n}from"./later-definitions.js";var u=1;export{n as checkoutCheckout,u as n};',
        'schemas.js': 'var u=()=>1;export{u};',
      }),
    ).toEqual([['checkout.js', 'later-definitions.js', 'checkout.js']]);
  });

  it('counts a bare import and a longer ring, and not a dynamic import() or a file outside the build', () => {
    expect(chunkCycles({ 'a.js': 'import"./b.js";', 'b.js': 'import{x}from"./c.js";', 'c.js': 'import{y}from"./a.js";' })).toEqual([
      ['a.js', 'b.js', 'c.js', 'a.js'],
    ]);
    expect(chunkCycles({ 'index.js': 'const m=()=>import("./later.js");', 'later.js': 'import{x}from"./index.js";import"./vendor.js";' })).toEqual([]);
  });
});
