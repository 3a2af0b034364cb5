import type { QuestionaryNode } from '../../../api/schemas/questionary.ts';
import { HOSTS } from '../hosts.ts';
import type { LanguageCode } from '../languages.ts';
import { HOST_QUESTION_ID } from '../questions.ts';
import { safetyRulesHtml } from '../questionTexts.ts';
import { buildTourNodes, SPEC_FIELD_TYPES as T, type FourLanguages, type TourQuestion } from './nodes.ts';

/**
 * The video of the video question: 8 s, 640x360, VP9 WebM, 86 KB, committed in
 * public/sim-media/ so nothing is downloaded at run time. Made once with
 * `ffmpeg -f lavfi -i color=c=0x0b3d91:s=640x360:d=8:r=20 -vf "drawtext=...(title, three rules,
 * countdown)" -c:v libvpx-vp9 -b:v 120k -an safety-briefing.webm`.
 */
export const SAFETY_VIDEO_URL = '/sim-media/safety-briefing.webm';

const rulesHtml: Readonly<Record<'en' | 'nl' | 'fr' | 'de', string>> = {
  en: '<h2>House rules</h2><p>Smoking is only allowed in the marked areas. Keep to <strong>20 km/h</strong> on site. Photographs need the permission of your host.</p><p>In an emergency, follow the green signs to the assembly point at the main gate.</p>',
  nl: "<h2>Huisregels</h2><p>Roken mag alleen in de aangeduide zones. Rijd maximaal <strong>20 km/u</strong> op de site. Foto's nemen mag alleen met toestemming van uw gastheer.</p><p>Volg bij nood de groene borden naar de verzamelplaats aan de hoofdpoort.</p>",
  fr: "<h2>Règlement intérieur</h2><p>Il est interdit de fumer en dehors des zones prévues. Roulez à <strong>20 km/h</strong> maximum sur le site. Les photos nécessitent l'accord de votre hôte.</p><p>En cas d'urgence, suivez les panneaux verts jusqu'au point de rassemblement à l'entrée principale.</p>",
  de: '<h2>Hausordnung</h2><p>Rauchen ist nur in den markierten Bereichen erlaubt. Auf dem Gelände gilt <strong>20 km/h</strong>. Fotos nur mit Erlaubnis Ihres Gastgebers.</p><p>Folgen Sie im Notfall den grünen Schildern zum Sammelplatz am Haupttor.</p>',
};
const houseRules = (language: LanguageCode) => (rulesHtml as Readonly<Record<string, string>>)[language] ?? rulesHtml.en;

const yesNo = (en: string, nl: string, fr: string, de: string): FourLanguages => ({ en, nl, fr, de });

/**
 * Every field type of core spec §3 once (TakePicture and MoveToLocation included): 22 questions,
 * in English, Dutch, French and German. Required where a visitor can always answer (camera,
 * badge and video are optional so the tour also runs where there is none).
 */
export const ALL_FIELDS_QUESTIONS: readonly TourQuestion[] = [
  {
    questionId: 'qf-name',
    type: T.TextField,
    metadata: { isRequired: true, defaultKeyboardCase: 'capital' },
    name: yesNo('Your full name', 'Uw volledige naam', 'Votre nom complet', 'Ihr vollständiger Name'),
    description: yesNo('As on your identity document', 'Zoals op uw identiteitsbewijs', "Comme sur votre pièce d'identité", 'Wie auf Ihrem Ausweis'),
  },
  {
    questionId: 'qf-email',
    type: T.EmailAddress,
    metadata: { defaultKeyboardCase: 'lower' },
    name: yesNo('E-mail address', 'E-mailadres', 'Adresse e-mail', 'E-Mail-Adresse'),
    description: yesNo(
      'Optional: for the confirmation of your visit',
      'Optioneel: voor de bevestiging van uw bezoek',
      'Facultatif : pour la confirmation de votre visite',
      'Optional: für die Bestätigung Ihres Besuchs',
    ),
  },
  {
    questionId: 'qf-phone',
    type: T.PhoneNumber,
    metadata: { isRequired: true },
    name: yesNo('Mobile phone number', 'Gsm-nummer', 'Numéro de portable', 'Handynummer'),
    description: yesNo(
      'We call you here in an emergency',
      'Hierop bellen we u bij nood',
      "Nous vous appelons à ce numéro en cas d'urgence",
      'Unter dieser Nummer rufen wir Sie im Notfall an',
    ),
  },
  {
    questionId: 'qf-plate',
    type: T.LicensePlate,
    metadata: { isRequired: true, defaultKeyboardCase: 'upper', requiresRangeValidation: true, minNumberOfCharacters: 1, maxNumberOfCharacters: 13 },
    name: yesNo('Licence plate of your vehicle', 'Nummerplaat van uw voertuig', "Plaque d'immatriculation de votre véhicule", 'Kennzeichen Ihres Fahrzeugs'),
    description: yesNo(
      'Letters and digits only, 2 to 12',
      'Enkel letters en cijfers, 2 tot 12',
      'Lettres et chiffres uniquement, de 2 à 12',
      'Nur Buchstaben und Ziffern, 2 bis 12',
    ),
  },
  {
    questionId: 'qf-persons',
    type: T.Integer,
    initialAnswer: ['1'],
    metadata: { isRequired: true, requiresRangeValidation: true, minNumberOfCharacters: 0, maxNumberOfCharacters: 21 },
    name: yesNo('Number of persons', 'Aantal personen', 'Nombre de personnes', 'Anzahl Personen'),
    description: yesNo('Including yourself, 1 to 20', 'Uzelf inbegrepen, 1 tot 20', 'Vous compris, de 1 à 20', 'Sie eingeschlossen, 1 bis 20'),
  },
  {
    questionId: 'qf-load',
    type: T.Decimal,
    metadata: { requiresRangeValidation: true, minNumberOfCharacters: 0, maxNumberOfCharacters: 45 },
    name: yesNo('Load in tonnes', 'Lading in ton', 'Chargement en tonnes', 'Ladung in Tonnen'),
    description: yesNo('For example 12,5', 'Bijvoorbeeld 12,5', 'Par exemple 12,5', 'Zum Beispiel 12,5'),
  },
  {
    questionId: 'qf-birthdate',
    type: T.Date,
    name: yesNo('Date of birth', 'Geboortedatum', 'Date de naissance', 'Geburtsdatum'),
    description: yesNo('Day, month and year', 'Dag, maand en jaar', 'Jour, mois et année', 'Tag, Monat und Jahr'),
  },
  {
    questionId: 'qf-departure',
    type: T.DateTime,
    metadata: { isRequired: true },
    name: yesNo('When do you expect to leave?', 'Wanneer verwacht u te vertrekken?', 'Quand pensez-vous partir ?', 'Wann werden Sie voraussichtlich gehen?'),
    description: yesNo('Date and time', 'Datum en uur', 'Date et heure', 'Datum und Uhrzeit'),
  },
  {
    questionId: 'qf-hazardous',
    type: T.YesNoDropdown,
    metadata: { isRequired: true },
    name: yesNo(
      'Do you carry dangerous goods?',
      'Vervoert u gevaarlijke goederen?',
      'Transportez-vous des marchandises dangereuses ?',
      'Befördern Sie Gefahrgut?',
    ),
  },
  {
    questionId: 'qf-gate',
    type: T.Dropdown,
    metadata: { isRequired: true },
    name: yesNo(
      'Which gate did you come in by?',
      'Langs welke poort kwam u binnen?',
      'Par quelle entrée êtes-vous arrivé ?',
      'Durch welches Tor sind Sie gekommen?',
    ),
    options: [
      { value: 'gate-main', label: yesNo('Main gate', 'Hoofdpoort', 'Entrée principale', 'Haupttor') },
      { value: 'gate-north', label: yesNo('North gate', 'Noordpoort', 'Entrée nord', 'Nordtor') },
      { value: 'gate-east', label: yesNo('East gate (trucks)', 'Oostpoort (vrachtwagens)', 'Entrée est (camions)', 'Osttor (Lkw)') },
      { value: 'gate-south', label: yesNo('South gate', 'Zuidpoort', 'Entrée sud', 'Südtor') },
      { value: 'gate-quay', label: yesNo('Quay side', 'Kaaizijde', 'Côté quai', 'Kaiseite') },
      { value: 'gate-rail', label: yesNo('Rail terminal', 'Spoorterminal', 'Terminal ferroviaire', 'Bahnterminal') },
    ],
  },
  {
    questionId: HOST_QUESTION_ID,
    type: T.HostSelection,
    metadata: { isRequired: true, isSearchableListOnSsk: true, hosts: HOSTS.map((h) => ({ id: h.id, name: h.name })) },
    name: yesNo('Who are you visiting?', 'Bij wie komt u op bezoek?', 'Qui venez-vous voir ?', 'Wen besuchen Sie?'),
    description: yesNo(
      'Type at least 2 letters of the name',
      'Typ minstens 2 letters van de naam',
      'Tapez au moins 2 lettres du nom',
      'Geben Sie mindestens 2 Buchstaben des Namens ein',
    ),
  },
  {
    questionId: 'qf-step',
    type: T.ProcessStep,
    metadata: { isRequired: true },
    name: yesNo('What do you come for?', 'Waarvoor komt u?', "Quel est l'objet de votre venue ?", 'Weshalb kommen Sie?'),
    options: [
      { value: 'step-loading', label: yesNo('Loading', 'Laden', 'Chargement', 'Beladen') },
      { value: 'step-unloading', label: yesNo('Unloading', 'Lossen', 'Déchargement', 'Entladen') },
      { value: 'step-service', label: yesNo('Maintenance or repair', 'Onderhoud of herstelling', 'Entretien ou réparation', 'Wartung oder Reparatur') },
      { value: 'step-meeting', label: yesNo('A meeting', 'Een vergadering', 'Une réunion', 'Eine Besprechung') },
    ],
  },
  {
    questionId: 'qf-ppe',
    type: T.Checklist,
    metadata: { isRequired: true },
    name: yesNo(
      'Which protective equipment do you have with you?',
      'Welke beschermingsmiddelen hebt u bij?',
      'Quels équipements de protection avez-vous sur vous ?',
      'Welche Schutzausrüstung haben Sie dabei?',
    ),
    description: yesNo('Tick everything you have', 'Vink alles aan wat u bij hebt', 'Cochez tout ce que vous avez', 'Kreuzen Sie alles an, was Sie dabeihaben'),
    options: [
      { value: 'ppe-helmet', label: yesNo('Safety helmet', 'Veiligheidshelm', 'Casque de sécurité', 'Schutzhelm') },
      { value: 'ppe-vest', label: yesNo('High-visibility vest', 'Fluohesje', 'Gilet haute visibilité', 'Warnweste') },
      { value: 'ppe-shoes', label: yesNo('Safety shoes', 'Veiligheidsschoenen', 'Chaussures de sécurité', 'Sicherheitsschuhe') },
      { value: 'ppe-glasses', label: yesNo('Safety glasses', 'Veiligheidsbril', 'Lunettes de protection', 'Schutzbrille') },
      { value: 'ppe-gloves', label: yesNo('Gloves', 'Handschoenen', 'Gants', 'Handschuhe') },
    ],
  },
  {
    questionId: 'qf-passengers',
    type: T.MultiValue,
    metadata: { defaultKeyboardCase: 'capital', requiresRangeValidation: true, minNumberOfCharacters: 1, maxNumberOfCharacters: 61 },
    name: yesNo('Who comes with you?', 'Wie komt er met u mee?', 'Qui vous accompagne ?', 'Wer kommt mit Ihnen?'),
    description: yesNo(
      'One name per line; add a line for each person',
      'Eén naam per regel; voeg een regel toe per persoon',
      'Un nom par ligne ; ajoutez une ligne par personne',
      'Ein Name pro Zeile; fügen Sie für jede Person eine Zeile hinzu',
    ),
  },
  {
    questionId: 'qf-trailer',
    type: T.CheckboxTextField,
    metadata: { defaultKeyboardCase: 'upper' },
    name: yesNo('Do you have a trailer?', 'Hebt u een aanhangwagen?', 'Avez-vous une remorque ?', 'Haben Sie einen Anhänger?'),
    confirmationLabel: yesNo('Yes, with this plate:', 'Ja, met deze nummerplaat:', 'Oui, avec cette plaque :', 'Ja, mit diesem Kennzeichen:'),
  },
  {
    questionId: 'qf-remarks',
    type: T.TextArea,
    metadata: { defaultKeyboardCase: 'sentence' },
    name: yesNo('Remarks', 'Opmerkingen', 'Remarques', 'Bemerkungen'),
    description: yesNo('Anything your host should know', 'Iets wat uw gastheer moet weten', 'Ce que votre hôte doit savoir', 'Was Ihr Gastgeber wissen sollte'),
  },
  {
    questionId: 'qf-badge',
    type: T.Badge,
    name: yesNo('Do you have a site badge?', 'Hebt u een sitebadge?', 'Avez-vous un badge du site ?', 'Haben Sie einen Werksausweis?'),
    description: yesNo(
      'Scan it, or tap Next if you have none',
      'Scan hem, of tik op Volgende als u er geen hebt',
      "Scannez-le, ou touchez Suivant si vous n'en avez pas",
      'Scannen Sie ihn, oder tippen Sie auf Weiter, wenn Sie keinen haben',
    ),
  },
  {
    questionId: 'qf-picture',
    type: T.TakePicture,
    name: yesNo(
      'A picture for your visitor badge',
      'Een foto voor uw bezoekersbadge',
      'Une photo pour votre badge visiteur',
      'Ein Foto für Ihren Besucherausweis',
    ),
    description: yesNo(
      'Look into the camera and tap Take picture',
      'Kijk in de camera en tik op Foto nemen',
      'Regardez la caméra et touchez Prendre la photo',
      'Schauen Sie in die Kamera und tippen Sie auf Foto aufnehmen',
    ),
  },
  {
    questionId: 'qf-video',
    type: T.VideoField,
    metadata: { url: SAFETY_VIDEO_URL, feedbackId: 'fb-safety-video' },
    name: yesNo('Safety briefing', 'Veiligheidsinstructie', 'Consignes de sécurité', 'Sicherheitsunterweisung'),
    description: yesNo(
      'Eight seconds on how to stay safe on site',
      'Acht seconden over veilig werken op de site',
      'Huit secondes pour rester en sécurité sur le site',
      'Acht Sekunden zur Sicherheit auf dem Gelände',
    ),
  },
  {
    questionId: 'qf-house-rules',
    type: T.HtmlField,
    html: houseRules,
    metadata: { isRequired: true, feedbackId: 'fb-house-rules' },
    name: yesNo('House rules', 'Huisregels', 'Règlement intérieur', 'Hausordnung'),
    confirmationLabel: yesNo(
      'I have read the <strong>house rules</strong>',
      'Ik heb de <strong>huisregels</strong> gelezen',
      "J'ai lu le <strong>règlement intérieur</strong>",
      'Ich habe die <strong>Hausordnung</strong> gelesen',
    ),
  },
  {
    questionId: 'qf-location',
    type: T.MoveToLocation,
    metadata: { isRequired: true },
    name: yesNo('Go to the reception desk', 'Ga naar de onthaalbalie', "Rendez-vous à l'accueil", 'Gehen Sie zum Empfang'),
    description: yesNo(
      'To the right of this kiosk, through the glass door',
      'Rechts van deze kiosk, door de glazen deur',
      'À droite de cette borne, par la porte vitrée',
      'Rechts von diesem Terminal, durch die Glastür',
    ),
    options: [{ value: 'middle-right', label: yesNo('Reception – building A', 'Onthaal – gebouw A', 'Accueil – bâtiment A', 'Empfang – Gebäude A') }],
    confirmationLabel: yesNo('I know where to go', 'Ik weet waar ik heen moet', 'Je sais où aller', 'Ich weiß, wohin ich gehen muss'),
  },
  {
    questionId: 'qf-safety',
    type: T.Checkbox,
    extraDescription: safetyRulesHtml,
    metadata: { isRequired: true },
    name: yesNo(
      'I have read the site safety rules',
      'Ik heb de veiligheidsregels van de site gelezen',
      "J'ai lu les règles de sécurité du site",
      'Ich habe die Sicherheitsregeln des Geländes gelesen',
    ),
  },
];

/** The field tour questionary (profile 11) in one language. */
export function buildAllFieldsQuestionary(profileId: number, language: LanguageCode): QuestionaryNode[] {
  return buildTourNodes(`n-${profileId}`, ALL_FIELDS_QUESTIONS, language);
}
