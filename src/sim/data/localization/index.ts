import type { LanguageCode } from '../languages.ts';
import bg from './bg.json';
import cs from './cs.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hu from './hu.json';
import it from './it.json';
import lt from './lt.json';
import nl from './nl.json';
import pl from './pl.json';
import pt from './pt.json';
import ro from './ro.json';
import ru from './ru.json';
import tr from './tr.json';
import uk from './uk.json';

/** Texts by namespace and key, as the kiosk's localization resources serve them (core spec §7). */
export type LocalizationDocument = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The kiosk texts in every language. en.json is the reference (kept by the widgets); every other
 * file covers all of its keys (checked by localization.test.ts).
 */
export const LOCALIZATION: Readonly<Record<LanguageCode, LocalizationDocument>> = {
  en,
  nl,
  fr,
  de,
  es,
  it,
  pt,
  pl,
  ro,
  cs,
  hu,
  tr,
  ru,
  uk,
  bg,
  lt,
};
