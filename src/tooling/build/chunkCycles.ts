/**
 * Static import cycles between the build's JavaScript chunks. A chunk that imports a chunk which
 * imports it back may run before its own bindings are set: which of the two runs first depends on
 * which one a page asks for first (two `import()`s racing), so a value such as a call's response
 * schema can be `undefined` on one page and not on the next (issue 39 CI, checkout-pincode: "Cannot
 * read properties of undefined (reading 'safeParse')"). A dynamic `import()` is not a cycle: it
 * runs after the importer has finished.
 *
 * @param chunks file name → the chunk's text (`dist/assets/*.js`)
 * @returns each cycle once, as the chunk names along it, the first repeated at the end
 * @example
 * chunkCycles({ 'a.js': 'import{x}from"./b.js";', 'b.js': 'import{y}from"./a.js";' }); // [['a.js', 'b.js', 'a.js']]
 */
export function chunkCycles(chunks: Readonly<Record<string, string>>): string[][] {
  const imports = new Map(Object.entries(chunks).map(([name, text]) => [name, staticImportsOf(text).filter((target) => target in chunks)]));
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const walk = (name: string, path: string[]) => {
    state.set(name, 'open');
    for (const target of imports.get(name) ?? []) {
      if (state.get(target) === 'open') {
        const cycle = [...path.slice(path.indexOf(target)), name, target].filter((n, i, all) => i === 0 || n !== all[i - 1]);
        const key = [...cycle.slice(0, -1)].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(target)) walk(target, [...path, name]);
    }
    state.set(name, 'done');
  };
  for (const name of [...imports.keys()].sort()) if (!state.has(name)) walk(name, []);
  return cycles;
}

/** The chunks a minified chunk imports at its top: `import…from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
function staticImportsOf(text: string): string[] {
  return [...text.matchAll(/\bimport\s*(?:[\w*{][^;()"']*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((match) => match[1] ?? '');
}
