import type { QuestionaryNode } from '../../../api/schemas/questionary.ts';
import type { LanguageCode } from '../languages.ts';
import { safetyRulesHtml } from '../questionTexts.ts';
import { buildTourNodes, SPEC_FIELD_TYPES as T, type FourLanguages, type TourQuestion } from './nodes.ts';

const say = (en: string, nl: string, fr: string, de: string): FourLanguages => ({ en, nl, fr, de });

/** A yes/no question of the work permit check; all required. */
const check = (questionId: string, name: FourLanguages): TourQuestion => ({ questionId, type: T.YesNoDropdown, name, metadata: { isRequired: true } });

/**
 * A contractor's work-permit induction (profile 12): 25 nodes, one of them skipped (`isSkip`,
 * with an initial answer), so the visitor answers 24 questions, one per page. Long on purpose:
 * progress, back and next, and memory over many questions. English, Dutch, French and German.
 */
export const LONG_FORM_QUESTIONS: readonly TourQuestion[] = [
  {
    questionId: 'ql-company',
    type: T.TextField,
    metadata: { isRequired: true, defaultKeyboardCase: 'capital' },
    name: say('Company name', 'Bedrijfsnaam', "Nom de l'entreprise", 'Firmenname'),
  },
  {
    questionId: 'ql-supervisor',
    type: T.TextField,
    metadata: { isRequired: true, defaultKeyboardCase: 'capital' },
    name: say('Name of your supervisor on site', 'Naam van uw werfleider', 'Nom de votre responsable sur le site', 'Name Ihres Vorarbeiters vor Ort'),
  },
  {
    questionId: 'ql-workers',
    type: T.Integer,
    initialAnswer: ['1'],
    metadata: { isRequired: true, requiresRangeValidation: true, minNumberOfCharacters: 0, maxNumberOfCharacters: 51 },
    name: say('Number of workers in your team', 'Aantal werknemers in uw ploeg', "Nombre d'ouvriers dans votre équipe", 'Anzahl Arbeiter in Ihrem Team'),
    description: say('1 to 50', '1 tot 50', 'De 1 à 50', '1 bis 50'),
  },
  {
    questionId: 'ql-contract',
    type: T.TextField,
    isSkip: true,
    initialAnswer: ['C-2026-0042'],
    name: say('Contract number', 'Contractnummer', 'Numéro de contrat', 'Vertragsnummer'),
  },
  check(
    'ql-hot-work',
    say(
      'Will you weld, cut or grind?',
      'Gaat u lassen, snijden of slijpen?',
      'Allez-vous souder, découper ou meuler ?',
      'Werden Sie schweißen, schneiden oder schleifen?',
    ),
  ),
  check('ql-height', say('Will you work at height?', 'Gaat u op hoogte werken?', 'Allez-vous travailler en hauteur ?', 'Werden Sie in der Höhe arbeiten?')),
  check(
    'ql-confined',
    say(
      'Will you enter a confined space?',
      'Gaat u een besloten ruimte betreden?',
      'Allez-vous entrer dans un espace confiné ?',
      'Werden Sie einen engen Raum betreten?',
    ),
  ),
  check(
    'ql-electrical',
    say(
      'Does the work need an electrical isolation?',
      'Is er een elektrische scheiding nodig?',
      'Les travaux nécessitent-ils une consignation électrique ?',
      'Ist eine elektrische Freischaltung nötig?',
    ),
  ),
  check(
    'ql-chemicals',
    say('Will you use chemicals?', 'Gebruikt u chemische producten?', 'Utiliserez-vous des produits chimiques ?', 'Werden Sie Chemikalien verwenden?'),
  ),
  check(
    'ql-lifting',
    say(
      'Will you lift loads with a crane?',
      'Heft u lasten met een kraan?',
      'Allez-vous lever des charges avec une grue ?',
      'Werden Sie Lasten mit einem Kran heben?',
    ),
  ),
  check('ql-excavation', say('Will you dig or excavate?', 'Gaat u graven?', 'Allez-vous creuser ou terrasser ?', 'Werden Sie graben?')),
  {
    questionId: 'ql-area',
    type: T.Dropdown,
    metadata: { isRequired: true },
    name: say('Where will you work?', 'Waar gaat u werken?', 'Où allez-vous travailler ?', 'Wo werden Sie arbeiten?'),
    options: [
      { value: 'area-production', label: say('Production hall', 'Productiehal', 'Hall de production', 'Produktionshalle') },
      { value: 'area-warehouse', label: say('Warehouse', 'Magazijn', 'Entrepôt', 'Lager') },
      { value: 'area-offices', label: say('Offices', 'Kantoren', 'Bureaux', 'Büros') },
      { value: 'area-yard', label: say('Outdoor yard', 'Buitenterrein', 'Cour extérieure', 'Außengelände') },
      { value: 'area-utilities', label: say('Utilities building', 'Nutsgebouw', 'Bâtiment technique', 'Technikgebäude') },
    ],
  },
  {
    questionId: 'ql-start',
    type: T.Date,
    metadata: { isRequired: true },
    name: say('First day of the work', 'Eerste werkdag', 'Premier jour des travaux', 'Erster Arbeitstag'),
  },
  { questionId: 'ql-end', type: T.Date, name: say('Last day of the work', 'Laatste werkdag', 'Dernier jour des travaux', 'Letzter Arbeitstag') },
  {
    questionId: 'ql-permit',
    type: T.TextField,
    metadata: { prefixToShow: 'WP-', defaultKeyboardCase: 'upper' },
    name: say('Work permit number', 'Nummer van de werkvergunning', 'Numéro du permis de travail', 'Nummer des Arbeitserlaubnisscheins'),
    description: say('The digits after WP-', 'De cijfers na WP-', 'Les chiffres après WP-', 'Die Ziffern nach WP-'),
  },
  {
    questionId: 'ql-method',
    type: T.TextArea,
    metadata: { defaultKeyboardCase: 'sentence' },
    name: say('Short description of the work', 'Korte beschrijving van het werk', 'Brève description des travaux', 'Kurze Beschreibung der Arbeiten'),
  },
  {
    questionId: 'ql-equipment',
    type: T.Checklist,
    name: say('Which equipment do you bring?', 'Welk materieel brengt u mee?', 'Quel matériel apportez-vous ?', 'Welche Geräte bringen Sie mit?'),
    options: [
      { value: 'eq-ladder', label: say('Ladders', 'Ladders', 'Échelles', 'Leitern') },
      { value: 'eq-scaffold', label: say('Scaffolding', 'Stellingen', 'Échafaudages', 'Gerüste') },
      { value: 'eq-generator', label: say('Generator', 'Generator', 'Groupe électrogène', 'Stromaggregat') },
      { value: 'eq-welding', label: say('Welding set', 'Lasapparaat', 'Poste à souder', 'Schweißgerät') },
    ],
  },
  check(
    'ql-first-aid',
    say(
      'Is someone in your team trained in first aid?',
      'Is iemand in uw ploeg opgeleid in EHBO?',
      'Un membre de votre équipe est-il formé aux premiers secours ?',
      'Ist jemand in Ihrem Team in Erster Hilfe ausgebildet?',
    ),
  ),
  check(
    'ql-fire',
    say(
      'Has your team had fire extinguisher training?',
      'Kreeg uw ploeg een opleiding brandbestrijding?',
      "Votre équipe est-elle formée à l'utilisation des extincteurs ?",
      'Hatte Ihr Team eine Feuerlöscherschulung?',
    ),
  ),
  {
    questionId: 'ql-emergency-name',
    type: T.TextField,
    metadata: { isRequired: true, defaultKeyboardCase: 'capital' },
    name: say('Emergency contact: name', 'Contactpersoon bij nood: naam', "Contact en cas d'urgence : nom", 'Notfallkontakt: Name'),
  },
  {
    questionId: 'ql-emergency-phone',
    type: T.PhoneNumber,
    metadata: { isRequired: true },
    name: say('Emergency contact: phone', 'Contactpersoon bij nood: telefoon', "Contact en cas d'urgence : téléphone", 'Notfallkontakt: Telefon'),
  },
  {
    questionId: 'ql-hours',
    type: T.Decimal,
    metadata: { requiresRangeValidation: true, minNumberOfCharacters: 0, maxNumberOfCharacters: 1000 },
    name: say('Estimated hours of work', 'Geschat aantal werkuren', "Nombre d'heures de travail estimé", 'Geschätzte Arbeitsstunden'),
  },
  {
    questionId: 'ql-van',
    type: T.LicensePlate,
    metadata: { defaultKeyboardCase: 'upper' },
    name: say('Licence plate of your company van', 'Nummerplaat van uw bedrijfswagen', 'Plaque de votre véhicule de société', 'Kennzeichen Ihres Firmenwagens'),
  },
  {
    questionId: 'ql-report',
    type: T.Checkbox,
    metadata: { isRequired: true },
    name: say(
      'I report to my supervisor before starting',
      'Ik meld me bij mijn werfleider voor ik begin',
      'Je me présente à mon responsable avant de commencer',
      'Ich melde mich vor Arbeitsbeginn bei meinem Vorarbeiter',
    ),
  },
  {
    questionId: 'ql-safety',
    type: T.Checkbox,
    extraDescription: safetyRulesHtml,
    metadata: { isRequired: true },
    name: say(
      'I have read the site safety rules',
      'Ik heb de veiligheidsregels van de site gelezen',
      "J'ai lu les règles de sécurité du site",
      'Ich habe die Sicherheitsregeln des Geländes gelesen',
    ),
  },
];

/** The work-permit induction questionary (profile 12) in one language. */
export function buildLongFormQuestionary(profileId: number, language: LanguageCode): QuestionaryNode[] {
  return buildTourNodes(`n-${profileId}`, LONG_FORM_QUESTIONS, language);
}
