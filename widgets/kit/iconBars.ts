/** Core spec §9: "Window width over 800 gives 3 icon bars, else 4". */
export const ICON_BARS_WIDE_FROM = 800;

/** The grid the icon bars are counted in: 12 columns, as in the product this kiosk replaces. */
const GRID_COLUMNS = 12;

/**
 * How many of a 12-column grid's columns one icon tile spans (core spec §9 "Window width over 800
 * gives 3 icon bars, else 4"): 3 in a window wider than 800 px (four tiles a row, §2 and §9 "4
 * per row"), else 4 (three a row, so a tile stays wide enough to touch and read).
 *
 * @example
 * iconBars(1280); // 3
 * iconBars(800); // 4
 */
export function iconBars(windowWidth: number): number {
  return windowWidth > ICON_BARS_WIDE_FROM ? 3 : 4;
}

/**
 * Tiles a row for a screen that asks for `perRow`: never more than the icon bars leave room for.
 *
 * @example
 * tilesPerRow(1280, 4); // 4
 * tilesPerRow(700, 4); // 3
 * tilesPerRow(700, 2); // 2
 */
export function tilesPerRow(windowWidth: number, perRow: number): number {
  return Math.max(1, Math.min(perRow, GRID_COLUMNS / iconBars(windowWidth)));
}
