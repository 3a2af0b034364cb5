import type { ScannerLocation } from './defineField.ts';

/** Degrees from "up" for each location of core spec §3 "Scanner location values". */
const ANGLE: Readonly<Record<ScannerLocation, number>> = {
  'top-center': 0,
  'top-right': 45,
  'middle-right': 90,
  'bottom-right': 135,
  'bottom-center': 180,
  'bottom-left': 225,
  'middle-left': 270,
  'top-left': 315,
};

/** Reads a location value; anything unknown points down, at the default bottom centre (§9). */
export function toScannerLocation(value: string | null | undefined): ScannerLocation {
  return value && value in ANGLE ? (value as ScannerLocation) : 'bottom-center';
}

/**
 * A large arrow pointing where the visitor must look or go: the badge scanner, a location
 * (core spec §2 "a scanner-location arrow", "a location arrow view"). Decorative: the text next
 * to it says the same.
 *
 * @example
 * <LocationArrow location="bottom-right" />
 */
export function LocationArrow({ location }: { location: ScannerLocation }) {
  return (
    <svg className="kiosk-location-arrow" data-location={location} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g transform={`rotate(${ANGLE[location]} 50 50)`}>
        <path d="M50 8 L84 46 H62 V92 H38 V46 H16 Z" />
      </g>
    </svg>
  );
}
