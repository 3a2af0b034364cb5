/**
 * A weight in kg as the visitor's language writes it (site-operations spec §2 "weights in KG",
 * §9 "Weight unit: KG"): whole kilograms, grouped, with the unit, by `Intl.NumberFormat`
 * ("38,420 kg" in English, "38.420 kg" in Dutch, "38 420 kg" in French).
 *
 * @example
 * formatWeight(38_420, 'nl'); // '38.420 kg'
 */
export function formatWeight(kilograms: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilogram', unitDisplay: 'short', maximumFractionDigits: 0 }).format(kilograms);
}
