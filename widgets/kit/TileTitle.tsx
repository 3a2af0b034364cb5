import { FITTED_TITLE_STYLE, useFittedText } from './useFittedText.ts';

/**
 * A tile's title (a profile's or a choice's name, an extra tile's label), fitted within 8-17 px
 * to the tile's width (core spec §9 "Text fitting: title 8-17 px", widgets/kit/useFittedText.ts).
 *
 * @example
 * <TileTitle text={profile.name} />
 */
export function TileTitle({ text }: { text: string }) {
  const ref = useFittedText<HTMLSpanElement>(text);
  return (
    <span ref={ref} className="kiosk-profile-tile__name" style={FITTED_TITLE_STYLE}>
      {text}
    </span>
  );
}
