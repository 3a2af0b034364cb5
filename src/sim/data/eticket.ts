import type { Translated } from './languages.ts';
import { PRINTING_PROFILE_ID } from './printing.ts';
import { ETICKET_PROFILE_ID, UNATTACHED_PROFILE_ID } from './transport.ts';

/**
 * E-tickets of the simulated site (core spec §4 "E-ticket", §8). A scanner types the code into the
 * kiosk's hidden input; the kiosk validates it 700 ms after the last character.
 *
 * | Code | Answer |
 * |---|---|
 * | ETK-1001 | Valid: pre-booked visitor of the e-ticket profile (21); a second scan answers AlreadyScanned |
 * | ETK-2001 | Valid: visitor of the bulk-transport profile (23), not attached to the kiosk: special confirmation |
 * | ETK-3001 | NoAccess: the ticket is for another day (wrong-date text) |
 * | ETK-4001 | AlreadyScanned (already-validated text) |
 * | ETK-5001 | Cancelled: an other result, with its own message |
 * | ETK-6001 | 403 with a server message (passed on) |
 * | ETK-7001 | Valid: a visitor of the printing profile (46), with documents to print at the print desks (25–27) |
 * | anything else | Invalid (general scan-failed text) |
 */
export interface SimEticket {
  readonly code: string;
  readonly result: 'Valid' | 'NoAccess' | 'AlreadyScanned' | 'Cancelled' | 'Forbidden';
  /** The pre-booked visitor of a valid ticket. */
  readonly visitor?: { readonly id: string; readonly profileId: number; readonly plate: string };
}

export const ETICKETS: readonly SimEticket[] = [
  { code: 'ETK-1001', result: 'Valid', visitor: { id: 'e0000000-0000-4000-8000-000000001001', profileId: ETICKET_PROFILE_ID, plate: '1-ETK-101' } },
  { code: 'ETK-2001', result: 'Valid', visitor: { id: 'e0000000-0000-4000-8000-000000002001', profileId: UNATTACHED_PROFILE_ID, plate: '1-BLK-201' } },
  { code: 'ETK-3001', result: 'NoAccess' },
  { code: 'ETK-4001', result: 'AlreadyScanned' },
  { code: 'ETK-5001', result: 'Cancelled' },
  { code: 'ETK-6001', result: 'Forbidden' },
  { code: 'ETK-7001', result: 'Valid', visitor: { id: 'e0000000-0000-4000-8000-000000007001', profileId: PRINTING_PROFILE_ID, plate: '1-ETK-701' } },
];

export function findEticket(code: string): SimEticket | undefined {
  const wanted = code.trim().toUpperCase();
  return ETICKETS.find((t) => t.code === wanted);
}

/** Server messages of the e-ticket answers, in every language. */
export const ETICKET_MESSAGES = {
  cancelled: {
    en: 'This e-ticket was cancelled by your carrier. Please ask the reception for help.',
    nl: 'Dit e-ticket is door uw vervoerder geannuleerd. Vraag hulp aan de receptie.',
    fr: "Ce e-ticket a été annulé par votre transporteur. Demandez de l'aide à l'accueil.",
    de: 'Dieses E-Ticket wurde von Ihrem Spediteur storniert. Bitte fragen Sie am Empfang.',
    es: 'Su transportista ha cancelado este billete electrónico. Pida ayuda en la recepción.',
    it: 'Questo e-ticket è stato annullato dal suo vettore. Chieda aiuto alla reception.',
    pt: 'Este bilhete eletrónico foi cancelado pela sua transportadora. Peça ajuda na receção.',
    pl: 'Ten e-bilet został anulowany przez przewoźnika. Poproś o pomoc w recepcji.',
    ro: 'Acest bilet electronic a fost anulat de transportator. Cereți ajutor la recepție.',
    cs: 'Tento e-lístek zrušil váš dopravce. Požádejte o pomoc na recepci.',
    hu: 'Ezt az e-jegyet a fuvarozó visszavonta. Kérjen segítséget a recepción.',
    tr: 'Bu e-bilet taşıyıcınız tarafından iptal edildi. Lütfen resepsiyondan yardım isteyin.',
    ru: 'Этот электронный билет отменён перевозчиком. Обратитесь на ресепшен.',
    uk: 'Цей електронний квиток скасовано перевізником. Зверніться на рецепцію.',
    bg: 'Този електронен билет е анулиран от превозвача. Потърсете помощ на рецепцията.',
    lt: 'Šį e. bilietą atšaukė jūsų vežėjas. Kreipkitės į registratūrą.',
  },
  forbidden: {
    en: 'E-tickets are accepted at this gate from 06:00 to 22:00 only.',
    nl: 'Aan deze poort worden e-tickets alleen van 06:00 tot 22:00 aanvaard.',
    fr: 'Cette entrée accepte les e-tickets uniquement de 06:00 à 22:00.',
    de: 'An diesem Tor werden E-Tickets nur von 06:00 bis 22:00 Uhr angenommen.',
    es: 'En esta entrada solo se aceptan billetes electrónicos de 06:00 a 22:00.',
    it: 'A questo ingresso gli e-ticket sono accettati solo dalle 06:00 alle 22:00.',
    pt: 'Nesta entrada só se aceitam bilhetes eletrónicos das 06:00 às 22:00.',
    pl: 'Przy tej bramie e-bilety są przyjmowane tylko od 06:00 do 22:00.',
    ro: 'La această poartă biletele electronice sunt acceptate doar între 06:00 și 22:00.',
    cs: 'U této brány se e-lístky přijímají jen od 06:00 do 22:00.',
    hu: 'Ennél a kapunál csak 06:00 és 22:00 között fogadunk e-jegyet.',
    tr: 'Bu kapıda e-biletler yalnızca 06:00 ile 22:00 arasında kabul edilir.',
    ru: 'На этих воротах электронные билеты принимаются только с 06:00 до 22:00.',
    uk: 'На цій брамі електронні квитки приймають лише з 06:00 до 22:00.',
    bg: 'На този портал електронни билети се приемат само от 06:00 до 22:00 ч.',
    lt: 'Prie šių vartų e. bilietai priimami tik nuo 06:00 iki 22:00.',
  },
} as const satisfies Record<string, Translated>;
