import type { LanguageCode } from './languages.ts';
import { MORE_WEIGHING_TEXTS } from './weighingTextsMore.ts';

/**
 * The weighing texts the simulated site serves (site-operations spec §7 GET /weighing/localizations,
 * §8 error keys), by namespace: `weighing` and `weighingAutomation`, in every language of the site:
 * English, Dutch, French and German here, the others in weighingTextsMore.ts. Weights are numbers
 * the kiosk formats in the visitor's language (Intl), never text here.
 */
export interface WeighingTexts {
  readonly weighing: {
    readonly tile: string;
    readonly methodsTitle: string;
    readonly methodsText: string;
    readonly pincodeTitle: string;
    readonly pincodeText: string;
    readonly badgeText: string;
    readonly badgeTitle: string;
    readonly displayNameTitle: string;
    readonly confirm: string;
    readonly checking: string;
    readonly authentication: { readonly errorMessageForPincode: string; readonly errorMessageForBadge: string };
    readonly firstTitle: string;
    readonly secondTitle: string;
    readonly weighingText: string;
    readonly weighingRetryErrorText: string;
    readonly weighingFinalErrorText: string;
    readonly errorTitle: string;
    readonly firstConfirmationTitle: string;
    readonly firstConfirmationText: string;
    readonly secondConfirmationTitle: string;
    readonly secondConfirmationText: string;
    readonly resultExists: string;
    readonly weight: string;
    readonly firstWeight: string;
    readonly secondWeight: string;
    readonly netWeight: string;
    readonly platformA: string;
    readonly platformB: string;
    readonly referenceNumber: string;
    readonly notAllowedTitle: string;
    readonly visitorNotAllowedOnWeighingSystem: string;
  };
  readonly weighingAutomation: { readonly weighingStepDoesNotMatchWeighingProcessModeErrorText: string };
}

const en: WeighingTexts = {
  weighing: {
    tile: 'Weighing',
    methodsTitle: 'Weighbridge',
    methodsText: 'Choose how you want to identify yourself for weighing',
    pincodeTitle: 'Type your weighing pincode',
    pincodeText: 'It is on your transport order.',
    badgeText: 'Hold your driver badge in front of the scanner.',
    badgeTitle: 'Scan your driver badge',
    displayNameTitle: 'Find your name',
    confirm: 'Weigh',
    checking: 'Checking…',
    authentication: {
      errorMessageForPincode: 'This pincode is not known on the weighbridge. Please check it and try again.',
      errorMessageForBadge: 'This badge is not known on the weighbridge. Please scan it again.',
    },
    firstTitle: 'First weighing',
    secondTitle: 'Second weighing',
    weighingText: 'Stay in your vehicle while it is weighed.',
    weighingRetryErrorText: 'The weighbridge could not weigh your vehicle yet. Trying again…',
    weighingFinalErrorText: 'Weighing is not possible right now. Please go to the reception.',
    errorTitle: 'Weighing failed',
    firstConfirmationTitle: 'First weighing done',
    firstConfirmationText: 'You may drive off the weighbridge.',
    secondConfirmationTitle: 'Second weighing done',
    secondConfirmationText: 'Thank you. You may drive off the weighbridge.',
    resultExists: 'Your first weighing is already recorded.',
    weight: 'Weight',
    firstWeight: 'First weight',
    secondWeight: 'Second weight',
    netWeight: 'Net weight',
    platformA: 'Platform A',
    platformB: 'Platform B',
    referenceNumber: 'Reference {{number}}',
    notAllowedTitle: 'Weighing is not possible',
    visitorNotAllowedOnWeighingSystem: 'You are not allowed on the weighbridge. Please go to the reception.',
  },
  weighingAutomation: {
    weighingStepDoesNotMatchWeighingProcessModeErrorText: 'This weighing step does not match your weighing process. Please go to the reception.',
  },
};

const nl: WeighingTexts = {
  weighing: {
    tile: 'Wegen',
    methodsTitle: 'Weegbrug',
    methodsText: 'Kies hoe u zich wilt aanmelden om te wegen',
    pincodeTitle: 'Typ uw weegpincode',
    pincodeText: 'U vindt hem op uw transportopdracht.',
    badgeText: 'Houd uw chauffeursbadge voor de scanner.',
    badgeTitle: 'Scan uw chauffeursbadge',
    displayNameTitle: 'Zoek uw naam',
    confirm: 'Wegen',
    checking: 'Even controleren…',
    authentication: {
      errorMessageForPincode: 'Deze pincode is niet gekend op de weegbrug. Controleer hem en probeer opnieuw.',
      errorMessageForBadge: 'Deze badge is niet gekend op de weegbrug. Scan hem opnieuw.',
    },
    firstTitle: 'Eerste weging',
    secondTitle: 'Tweede weging',
    weighingText: 'Blijf in uw voertuig terwijl het gewogen wordt.',
    weighingRetryErrorText: 'De weegbrug kon uw voertuig nog niet wegen. We proberen opnieuw…',
    weighingFinalErrorText: 'Wegen is nu niet mogelijk. Ga naar het onthaal.',
    errorTitle: 'Wegen mislukt',
    firstConfirmationTitle: 'Eerste weging klaar',
    firstConfirmationText: 'U mag van de weegbrug rijden.',
    secondConfirmationTitle: 'Tweede weging klaar',
    secondConfirmationText: 'Dank u. U mag van de weegbrug rijden.',
    resultExists: 'Uw eerste weging is al geregistreerd.',
    weight: 'Gewicht',
    firstWeight: 'Eerste gewicht',
    secondWeight: 'Tweede gewicht',
    netWeight: 'Nettogewicht',
    platformA: 'Platform A',
    platformB: 'Platform B',
    referenceNumber: 'Referentie {{number}}',
    notAllowedTitle: 'Wegen is niet mogelijk',
    visitorNotAllowedOnWeighingSystem: 'U bent niet toegelaten op de weegbrug. Ga naar het onthaal.',
  },
  weighingAutomation: {
    weighingStepDoesNotMatchWeighingProcessModeErrorText: 'Deze weegstap past niet bij uw weegproces. Ga naar het onthaal.',
  },
};

const fr: WeighingTexts = {
  weighing: {
    tile: 'Pesage',
    methodsTitle: 'Pont-bascule',
    methodsText: 'Choisissez comment vous identifier pour la pesée',
    pincodeTitle: 'Tapez votre code de pesée',
    pincodeText: 'Il figure sur votre ordre de transport.',
    badgeText: 'Présentez votre badge chauffeur devant le scanner.',
    badgeTitle: 'Scannez votre badge chauffeur',
    displayNameTitle: 'Trouvez votre nom',
    confirm: 'Peser',
    checking: 'Vérification…',
    authentication: {
      errorMessageForPincode: "Ce code n'est pas connu sur le pont-bascule. Vérifiez-le et réessayez.",
      errorMessageForBadge: "Ce badge n'est pas connu sur le pont-bascule. Scannez-le à nouveau.",
    },
    firstTitle: 'Première pesée',
    secondTitle: 'Deuxième pesée',
    weighingText: 'Restez dans votre véhicule pendant la pesée.',
    weighingRetryErrorText: "Le pont-bascule n'a pas encore pu peser votre véhicule. Nouvel essai…",
    weighingFinalErrorText: "La pesée n'est pas possible pour le moment. Rendez-vous à l'accueil.",
    errorTitle: 'La pesée a échoué',
    firstConfirmationTitle: 'Première pesée terminée',
    firstConfirmationText: 'Vous pouvez quitter le pont-bascule.',
    secondConfirmationTitle: 'Deuxième pesée terminée',
    secondConfirmationText: 'Merci. Vous pouvez quitter le pont-bascule.',
    resultExists: 'Votre première pesée est déjà enregistrée.',
    weight: 'Poids',
    firstWeight: 'Premier poids',
    secondWeight: 'Deuxième poids',
    netWeight: 'Poids net',
    platformA: 'Plateforme A',
    platformB: 'Plateforme B',
    referenceNumber: 'Référence {{number}}',
    notAllowedTitle: "La pesée n'est pas possible",
    visitorNotAllowedOnWeighingSystem: "Vous n'êtes pas autorisé sur le pont-bascule. Rendez-vous à l'accueil.",
  },
  weighingAutomation: {
    weighingStepDoesNotMatchWeighingProcessModeErrorText: "Cette étape de pesée ne correspond pas à votre processus de pesée. Rendez-vous à l'accueil.",
  },
};

const de: WeighingTexts = {
  weighing: {
    tile: 'Wiegen',
    methodsTitle: 'Fahrzeugwaage',
    methodsText: 'Wählen Sie, wie Sie sich zum Wiegen anmelden',
    pincodeTitle: 'Geben Sie Ihren Wiege-PIN ein',
    pincodeText: 'Er steht auf Ihrem Transportauftrag.',
    badgeText: 'Halten Sie Ihren Fahrerausweis vor den Scanner.',
    badgeTitle: 'Scannen Sie Ihren Fahrerausweis',
    displayNameTitle: 'Suchen Sie Ihren Namen',
    confirm: 'Wiegen',
    checking: 'Wird geprüft…',
    authentication: {
      errorMessageForPincode: 'Dieser PIN ist an der Waage nicht bekannt. Bitte prüfen und erneut versuchen.',
      errorMessageForBadge: 'Dieser Ausweis ist an der Waage nicht bekannt. Bitte erneut scannen.',
    },
    firstTitle: 'Erstwägung',
    secondTitle: 'Zweitwägung',
    weighingText: 'Bleiben Sie während des Wiegens im Fahrzeug.',
    weighingRetryErrorText: 'Die Waage konnte Ihr Fahrzeug noch nicht wiegen. Neuer Versuch…',
    weighingFinalErrorText: 'Wiegen ist gerade nicht möglich. Bitte gehen Sie zum Empfang.',
    errorTitle: 'Wiegen fehlgeschlagen',
    firstConfirmationTitle: 'Erstwägung abgeschlossen',
    firstConfirmationText: 'Sie können von der Waage fahren.',
    secondConfirmationTitle: 'Zweitwägung abgeschlossen',
    secondConfirmationText: 'Danke. Sie können von der Waage fahren.',
    resultExists: 'Ihre Erstwägung ist bereits erfasst.',
    weight: 'Gewicht',
    firstWeight: 'Erstgewicht',
    secondWeight: 'Zweitgewicht',
    netWeight: 'Nettogewicht',
    platformA: 'Plattform A',
    platformB: 'Plattform B',
    referenceNumber: 'Referenz {{number}}',
    notAllowedTitle: 'Wiegen ist nicht möglich',
    visitorNotAllowedOnWeighingSystem: 'Sie sind an der Waage nicht zugelassen. Bitte gehen Sie zum Empfang.',
  },
  weighingAutomation: {
    weighingStepDoesNotMatchWeighingProcessModeErrorText: 'Dieser Wiegeschritt passt nicht zu Ihrem Wiegeprozess. Bitte gehen Sie zum Empfang.',
  },
};

const WRITTEN: Readonly<Record<LanguageCode, WeighingTexts>> = { en, nl, fr, de, ...MORE_WEIGHING_TEXTS };

/** The weighing texts in `language`. */
export function weighingTexts(language: LanguageCode): WeighingTexts {
  return WRITTEN[language];
}

/** The English weighing texts (the widgets' tests and samples read them). */
export const WEIGHING_TEXTS_EN = en;
