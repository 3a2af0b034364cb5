import { useState } from 'react';

// The flags of country-flag-icons (3:2 SVG) as URLs: each file is fetched by the browser only
// when a flag is shown (vite.config.ts keeps them out of the bundle as files of their own).
const flagUrls = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', { query: '?url', import: 'default', eager: true, exhaustive: true });

/** URL of the flag of an ISO 3166-1 alpha-2 code (any case), or undefined when there is none. */
export function flagUrlOf(isoCode: string): string | undefined {
  return flagUrls[`/node_modules/country-flag-icons/3x2/${isoCode.toUpperCase()}.svg`];
}

/**
 * A country's flag (core spec §3 phone field "flag dropdown"; country selection), decorative: the
 * country's name is always written next to it. Without a flag for the code, or when its file
 * does not load (the site is offline), the code shows in a badge instead, never a broken image.
 *
 * @example
 * <CountryFlag isoCode="be" /> // the Belgian flag, 48×32 px
 */
export function CountryFlag({ isoCode, size = 'medium' }: { isoCode: string; size?: 'medium' | 'large' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = flagUrlOf(isoCode);
  if (!url || failed === isoCode) {
    return (
      <span className={`kiosk-flag kiosk-flag--${size} kiosk-flag--code`} aria-hidden="true" data-flag={isoCode.toLowerCase()}>
        {isoCode.toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={`kiosk-flag kiosk-flag--${size}`}
      src={url}
      alt=""
      aria-hidden="true"
      draggable={false}
      data-flag={isoCode.toLowerCase()}
      onError={() => setFailed(isoCode)}
    />
  );
}
