import type { AutoApprovalField } from '../../api/schemas/identification.ts';
import type { Translated } from './languages.ts';

/**
 * Booking references of the simulated site for the identification step (core spec §2 "Visitor
 * identification", §4 "Combined transport", §5 "Identification"). Every reference is typed with the
 * prefix of the identification options (`BK-`): a visitor types `1001`, the kiosk sends `BK-1001`.
 *
 * | Reference | Kind | Validation answers |
 * |---|---|---|
 * | BK-1001 | single | canCombineOnSSK false, one visitor: accepted as is |
 * | BK-2001, BK-2002, BK-2003 | combinable | canCombineOnSSK true: linked references list |
 * | BK-3001 (with BK-3002, BK-3003) | already combined | isCombinedTransport true, the transport's three visitors |
 * | BK-4001 | not combinable | canCombineOnSSK false: fine first, "Cannot combine visitor on SSK" as an additional one |
 * | BK-5001 | failing | 500 on validation |
 * | BK-6001 | not allowed | validates; identification answers 403 with a message |
 * | BK-7001 | to be weighed | single; the identification's weighingInformation has a first weighing due (mode Checkout, step 1): a kiosk without a weighbridge aborts (docs/decisions/0013) |
 * | BK-8001 | no visitor | a booking no visitor is registered for yet: validates, naming nobody (the validation fails); identified only with forceManualFallback |
 * | anything else | unknown | 404 on validation |
 */
export interface SimReference {
  readonly reference: string;
  readonly kind: 'single' | 'combinable' | 'combined' | 'notCombinable' | 'failing' | 'notAllowed' | 'noVisitor';
  /** Pre-registered visitors the reference belongs to (several for an existing combined transport). */
  readonly visitors: readonly SimBookedVisitor[];
  /** The identification answer's weighingInformation (site-operations §3 "Weighing process info"); none when absent. */
  readonly weighingInformation?: { readonly weighingProcessMode: number; readonly weighingStepNumber: number };
}

export interface SimBookedVisitor {
  readonly id: string;
  readonly autoApprovalFields: readonly AutoApprovalField[];
}

/** Prefix the identification options send; references are stored with it. */
export const REFERENCE_PREFIX = 'BK-';

const booked = (n: number, plate: string, company: string): SimBookedVisitor => ({
  id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  autoApprovalFields: [
    { questionId: 'q-reference', values: [`${REFERENCE_PREFIX}${n}`] },
    { questionId: 'q-plate', values: [plate] },
    { questionId: 'q-company', values: [company] },
  ],
});

const existingTransport = [
  booked(3001, '1-TRK-301', 'Scheldt Freight'),
  booked(3002, '1-TRK-302', 'Scheldt Freight'),
  booked(3003, '1-TRK-303', 'Scheldt Freight'),
];

export const REFERENCES: readonly SimReference[] = [
  { reference: 'BK-1001', kind: 'single', visitors: [booked(1001, '1-ABC-123', 'Antwerp Logistics')] },
  { reference: 'BK-2001', kind: 'combinable', visitors: [booked(2001, '2-DEF-456', 'Rhine Cargo')] },
  { reference: 'BK-2002', kind: 'combinable', visitors: [booked(2002, '2-DEF-456', 'Rhine Cargo')] },
  { reference: 'BK-2003', kind: 'combinable', visitors: [booked(2003, '2-DEF-456', 'Rhine Cargo')] },
  { reference: 'BK-3001', kind: 'combined', visitors: existingTransport },
  { reference: 'BK-3002', kind: 'combined', visitors: existingTransport },
  { reference: 'BK-3003', kind: 'combined', visitors: existingTransport },
  { reference: 'BK-4001', kind: 'notCombinable', visitors: [booked(4001, '1-GHI-789', 'Flanders Bulk')] },
  { reference: 'BK-5001', kind: 'failing', visitors: [] },
  { reference: 'BK-6001', kind: 'notAllowed', visitors: [booked(6001, '1-XYZ-666', 'Blocked Haulage')] },
  // mode Checkout (4), first step: due now, before the questionary
  {
    reference: 'BK-7001',
    kind: 'single',
    visitors: [booked(7001, '1-WGH-701', 'Polder Aggregates')],
    weighingInformation: { weighingProcessMode: 4, weighingStepNumber: 1 },
  },
  // core §5 'If validation fails or errors': this one fails (an answer without visitors), BK-5001 errors
  { reference: 'BK-8001', kind: 'noVisitor', visitors: [] },
];

/** The reference a value names, ignoring case and surrounding spaces. */
export function findReference(value: string): SimReference | undefined {
  const wanted = value.trim().toUpperCase();
  return REFERENCES.find((r) => r.reference === wanted);
}

/** Identification set-up per kiosk: kiosk 1 accepts unknown references (manual fallback), kiosk 7 does not. */
export const IDENTIFICATION_FALLBACK: Readonly<Record<number, boolean>> = { 1: true, 7: false };

/** Texts of the identification options in every language (core spec §3 "Identification translation"). */
export const IDENTIFICATION_TEXTS = {
  displayName: {
    en: 'Your booking reference',
    nl: 'Uw boekingsreferentie',
    fr: 'Votre référence de réservation',
    de: 'Ihre Buchungsreferenz',
    es: 'Su referencia de reserva',
    it: 'Il suo riferimento di prenotazione',
    pt: 'A sua referência de reserva',
    pl: 'Twój numer rezerwacji',
    ro: 'Referința rezervării dvs.',
    cs: 'Vaše číslo rezervace',
    hu: 'Az Ön foglalási azonosítója',
    tr: 'Rezervasyon referansınız',
    ru: 'Ваш номер бронирования',
    uk: 'Ваш номер бронювання',
    bg: 'Вашият номер на резервация',
    lt: 'Jūsų rezervacijos numeris',
  },
  extraInformationOnScreen: {
    en: 'Type the number of the booking on your transport order.',
    nl: 'Typ het nummer van de boeking op uw transportopdracht.',
    fr: 'Saisissez le numéro de réservation figurant sur votre ordre de transport.',
    de: 'Geben Sie die Buchungsnummer von Ihrem Transportauftrag ein.',
    es: 'Escriba el número de reserva de su orden de transporte.',
    it: 'Digiti il numero di prenotazione del suo ordine di trasporto.',
    pt: 'Escreva o número da reserva da sua ordem de transporte.',
    pl: 'Wpisz numer rezerwacji z Twojego zlecenia transportowego.',
    ro: 'Introduceți numărul rezervării de pe comanda de transport.',
    cs: 'Zadejte číslo rezervace z vaší přepravní objednávky.',
    hu: 'Írja be a fuvarmegbízásán szereplő foglalási számot.',
    tr: 'Taşıma emrinizdeki rezervasyon numarasını yazın.',
    ru: 'Введите номер бронирования из вашей транспортной заявки.',
    uk: 'Введіть номер бронювання з вашої транспортної заявки.',
    bg: 'Въведете номера на резервацията от вашата транспортна заявка.',
    lt: 'Įveskite rezervacijos numerį iš savo transporto užsakymo.',
  },
  extraExplanationBelowInputOnScreen: {
    en: 'You find it at the top of your transport order, for example 1001.',
    nl: 'U vindt het bovenaan uw transportopdracht, bijvoorbeeld 1001.',
    fr: 'Vous le trouvez en haut de votre ordre de transport, par exemple 1001.',
    de: 'Sie finden sie oben auf Ihrem Transportauftrag, zum Beispiel 1001.',
    es: 'Lo encontrará en la parte superior de su orden de transporte, por ejemplo 1001.',
    it: "Lo trova in alto sull'ordine di trasporto, per esempio 1001.",
    pt: 'Encontra-o no topo da sua ordem de transporte, por exemplo 1001.',
    pl: 'Znajdziesz go u góry zlecenia transportowego, np. 1001.',
    ro: 'Îl găsiți în partea de sus a comenzii de transport, de exemplu 1001.',
    cs: 'Najdete ho v horní části přepravní objednávky, například 1001.',
    hu: 'A fuvarmegbízás tetején találja, például 1001.',
    tr: 'Taşıma emrinizin üst kısmında bulabilirsiniz, örneğin 1001.',
    ru: 'Он указан вверху транспортной заявки, например 1001.',
    uk: 'Він указаний угорі транспортної заявки, наприклад 1001.',
    bg: 'Ще го намерите в горната част на транспортната заявка, например 1001.',
    lt: 'Jį rasite transporto užsakymo viršuje, pavyzdžiui, 1001.',
  },
  errorMessage: {
    en: 'We could not find this booking reference. Please check it or ask the reception for help.',
    nl: 'We vinden deze boekingsreferentie niet. Controleer ze of vraag hulp aan de receptie.',
    fr: "Nous ne trouvons pas cette référence de réservation. Vérifiez-la ou demandez de l'aide à l'accueil.",
    de: 'Wir finden diese Buchungsreferenz nicht. Bitte prüfen Sie sie oder fragen Sie am Empfang.',
    es: 'No encontramos esta referencia de reserva. Compruébela o pida ayuda en la recepción.',
    it: 'Non troviamo questo riferimento di prenotazione. Lo controlli o chieda aiuto alla reception.',
    pt: 'Não encontramos esta referência de reserva. Verifique-a ou peça ajuda na receção.',
    pl: 'Nie znaleźliśmy tego numeru rezerwacji. Sprawdź go lub poproś o pomoc w recepcji.',
    ro: 'Nu găsim această referință de rezervare. Verificați-o sau cereți ajutor la recepție.',
    cs: 'Toto číslo rezervace jsme nenašli. Zkontrolujte ho nebo požádejte o pomoc na recepci.',
    hu: 'Nem találjuk ezt a foglalási azonosítót. Ellenőrizze, vagy kérjen segítséget a recepción.',
    tr: 'Bu rezervasyon referansını bulamadık. Lütfen kontrol edin veya resepsiyondan yardım isteyin.',
    ru: 'Мы не нашли этот номер бронирования. Проверьте его или обратитесь на ресепшен.',
    uk: 'Ми не знайшли цей номер бронювання. Перевірте його або зверніться на рецепцію.',
    bg: 'Не намираме този номер на резервация. Проверете го или потърсете помощ на рецепцията.',
    lt: 'Šio rezervacijos numerio neradome. Patikrinkite jį arba kreipkitės į registratūrą.',
  },
  warningMessage: {
    en: 'This booking reference is not known here. Check it, or continue: the reception will check your booking.',
    nl: 'Deze boekingsreferentie is hier niet bekend. Controleer ze of ga verder: de receptie controleert uw boeking.',
    fr: "Cette référence de réservation est inconnue ici. Vérifiez-la ou continuez : l'accueil contrôlera votre réservation.",
    de: 'Diese Buchungsreferenz ist hier nicht bekannt. Prüfen Sie sie oder fahren Sie fort: Der Empfang prüft Ihre Buchung.',
    es: 'Esta referencia de reserva no se conoce aquí. Compruébela o continúe: la recepción revisará su reserva.',
    it: 'Questo riferimento di prenotazione non è noto qui. Lo controlli o prosegua: la reception verificherà la prenotazione.',
    pt: 'Esta referência de reserva não é conhecida aqui. Verifique-a ou continue: a receção verificará a sua reserva.',
    pl: 'Ten numer rezerwacji nie jest tu znany. Sprawdź go lub kontynuuj: recepcja sprawdzi rezerwację.',
    ro: 'Această referință de rezervare nu este cunoscută aici. Verificați-o sau continuați: recepția vă va verifica rezervarea.',
    cs: 'Toto číslo rezervace zde není známé. Zkontrolujte ho nebo pokračujte: recepce rezervaci ověří.',
    hu: 'Ezt a foglalási azonosítót itt nem ismerjük. Ellenőrizze, vagy folytassa: a recepció ellenőrzi a foglalást.',
    tr: 'Bu rezervasyon referansı burada bilinmiyor. Kontrol edin veya devam edin: resepsiyon rezervasyonunuzu kontrol edecek.',
    ru: 'Этот номер бронирования здесь неизвестен. Проверьте его или продолжайте: ресепшен проверит бронирование.',
    uk: 'Цей номер бронювання тут невідомий. Перевірте його або продовжуйте: рецепція перевірить бронювання.',
    bg: 'Този номер на резервация не е известен тук. Проверете го или продължете: рецепцията ще провери резервацията.',
    lt: 'Šis rezervacijos numeris čia nežinomas. Patikrinkite jį arba tęskite: registratūra patikrins rezervaciją.',
  },
  notAllowed: {
    en: 'This driver is not allowed on site. Please contact the logistics office.',
    nl: 'Deze chauffeur mag de site niet op. Neem contact op met de logistieke dienst.',
    fr: "Ce chauffeur n'est pas autorisé sur le site. Veuillez contacter le service logistique.",
    de: 'Dieser Fahrer darf das Gelände nicht betreten. Bitte wenden Sie sich an die Logistikabteilung.',
    es: 'Este conductor no puede entrar en las instalaciones. Póngase en contacto con la oficina de logística.',
    it: "Questo autista non può entrare nel sito. Contatti l'ufficio logistica.",
    pt: 'Este motorista não pode entrar nas instalações. Contacte o escritório de logística.',
    pl: 'Ten kierowca nie ma wstępu na teren zakładu. Skontaktuj się z działem logistyki.',
    ro: 'Acest șofer nu are acces pe amplasament. Contactați biroul de logistică.',
    cs: 'Tento řidič nemá přístup do areálu. Obraťte se na logistické oddělení.',
    hu: 'Ez a sofőr nem léphet be a telephelyre. Forduljon a logisztikai irodához.',
    tr: 'Bu sürücünün tesise girişine izin verilmiyor. Lütfen lojistik ofisiyle iletişime geçin.',
    ru: 'Этому водителю въезд на площадку запрещён. Обратитесь в отдел логистики.',
    uk: "Цьому водієві в'їзд на територію заборонено. Зверніться до відділу логістики.",
    bg: 'Този шофьор няма достъп до обекта. Свържете се с отдел „Логистика“.',
    lt: 'Šiam vairuotojui įvažiuoti į teritoriją draudžiama. Kreipkitės į logistikos skyrių.',
  },
} as const satisfies Record<string, Translated>;
