/**
 * Sample props of every screen widget, as a flow would give them (before the widget's schema
 * parses them): what the widget gallery shows (`/sample/templates/widgets?widget=<Type>&tenant=sample`),
 * what flows/WIDGETS.md pictures (`npm run widgets:screens`), and what the registry test renders
 * and taps through. Texts are English keys of the sample site, or server texts where a flow would
 * pass the server's. A new widget gets a sample here; a test says so when it has none.
 */
export const screenWidgetSamples: Readonly<Record<string, Record<string, unknown>>> = {
  LanguageGrid: {
    languages: [
      { isoCode: 'en', nativeDisplayName: 'English' },
      { isoCode: 'nl', nativeDisplayName: 'Nederlands' },
      { isoCode: 'fr', nativeDisplayName: 'Français' },
      { isoCode: 'de', nativeDisplayName: 'Deutsch' },
      { isoCode: 'es', nativeDisplayName: 'Español' },
      { isoCode: 'it', nativeDisplayName: 'Italiano' },
      { isoCode: 'pl', nativeDisplayName: 'Polski' },
      { isoCode: 'pt', nativeDisplayName: 'Português' },
      { isoCode: 'ro', nativeDisplayName: 'Română' },
      { isoCode: 'tr', nativeDisplayName: 'Türkçe' },
    ],
    perPage: 15,
    columns: 5,
    titleKey: 'statusMessages:chooseLanguage',
  },
  ProfileTiles: {
    // the images are the simulated site's pictograms: the gallery runs on it
    profiles: [
      { id: 1, name: 'Visitor', description: 'A meeting or a visit to someone on site', profileImage: '/sim-assets/badge.svg' },
      { id: 2, name: 'Contractor', description: 'Work on site for a few days', profileImage: '/sim-assets/hardHat.svg' },
      { id: 3, name: 'Truck delivery', description: 'Unload goods at a dock', profileImage: '/sim-assets/truckIn.svg' },
      { id: 8, name: 'Courier', description: 'Parcels for the reception', profileImage: '/sim-assets/parcel.svg' },
      {
        id: 11,
        name: 'Pre-booked transport',
        description: 'Scan the e-ticket of your booking',
        profileImage: '/sim-assets/ticket.svg',
        isEticketingProfile: true,
      },
    ],
    perPage: 8,
    perRow: 4,
    extraTiles: [{ id: 'checkout', labelKey: 'checkout:title', iconUrl: '/sim-assets/checkout.svg' }],
  },
  Questionary: {
    // the questionary model's state (src/kiosk/questionary/model.ts) as a flow keeps it
    questionary: {
      nodes: [
        {
          id: 'company',
          isSkip: false,
          initialAnswer: null,
          metadata: {
            questionId: 'sample-company',
            type: 3,
            name: 'Which company do you work for?',
            description: 'As it appears on your badge.',
            isRequired: true,
          },
        },
        { id: 'plate', isSkip: false, initialAnswer: null, metadata: { questionId: 'sample-plate', type: 21, name: 'What is the licence plate of your car?' } },
      ],
      index: 0,
      answers: {},
      feedbackIds: [],
      done: false,
      error: null,
    },
  },
  Busy: { textKey: 'statusMessages:loading' },
  Waiting: { textKey: 'statusMessages:waitingForApproval' },
  Message: {
    variant: 'warning',
    title: 'Safety briefing',
    text: 'Wear your helmet and high-visibility vest at all times on site, and stay on the marked walkways.',
    buttons: [
      { event: 'agree', label: 'I agree', variant: 'primary' },
      { event: 'readAgain', label: 'Read it again', variant: 'secondary' },
      { event: 'decline', label: 'I do not agree', variant: 'secondary' },
    ],
  },
  ErrorScreen: { canRetry: true },
  NotFound: { path: '/1/nowhere' },
  Unavailable: { variant: 'offline', canRetry: true },
  RestrictedIp: { reason: 'This kiosk may only be used from the site network.', ipAddress: '203.0.113.7' },
  Identification: {
    prefix: 'BK-',
    information: 'Type the booking reference of your transport order.',
    explanation: 'It is printed at the top of the order, after BK-.',
  },
  LinkedReferences: {
    references: [
      { reference: 'BK-2001', visitors: [{ id: 'v1', autoApprovalFields: [{ questionId: 'plate', values: ['1-ABC-123'] }] }] },
      { reference: 'BK-2002', visitors: [{ id: 'v2', autoApprovalFields: [{ questionId: 'plate', values: ['2-XYZ-987'] }] }] },
    ],
  },
  LinkedToExisting: {
    reference: 'BK-3002',
    visitors: [
      { id: 'v1', autoApprovalFields: [{ questionId: 'plate', values: ['1-ABC-123'] }] },
      { id: 'v2', autoApprovalFields: [{ questionId: 'reference', values: ['BK-3001'] }] },
    ],
  },
  EticketScan: { scannerLocation: 'bottom-center' },
  CountrySelection: { preferred: ['be', 'nl', 'fr', 'de'], perPage: 4 },
  CheckoutOptions: { pincodeEnabled: true, badgeEnabled: true, displayNameEnabled: true },
  CheckoutPincode: { maxLength: 6 },
  CheckoutBadge: { scannerLocation: 'bottom-right' },
  CheckoutDisplayName: {
    visitors: [
      { id: '101', displayName: 'Anna Peeters' },
      { id: '102', displayName: 'Annelies Jacobs' },
      { id: '103', displayName: 'Chloé Dubois' },
    ],
  },
  DispatchResult: {
    status: 'IsDispatched',
    dropOff: { assetName: 'Dock 4', locationName: 'Warehouse North' },
    pickup: { assetName: 'Trailer bay 2', locationName: 'Yard East' },
    countdownMs: 15000,
  },
  DocumentScan: {
    titleKey: 'documentScanning:previewTitle',
    title: 'Is page 1 of your CMR consignment note readable?',
    text: 'No scans the page again.',
    documentType: 'CMR consignment note',
    page: 1,
    images: [
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect x="2" y="2" width="296" height="396" fill="#fff" stroke="#64748b" stroke-width="4"/><text x="24" y="56" font-family="sans-serif" font-size="24">CMR</text></svg>')}`,
    ],
    buttons: [
      { event: 'yes', labelKey: 'registration:yes', variant: 'primary' },
      { event: 'no', labelKey: 'registration:no', variant: 'secondary' },
    ],
  },
  YesNo: {
    title: 'Do you carry hazardous goods?',
    text: 'Goods with an orange ADR plate need an escort from the gate to the dock.',
  },
  Weighing: {
    phase: 'weighed',
    title: 'Second weighing done',
    text: 'Thank you. You may drive off the weighbridge.',
    firstWeight: 41380,
    secondWeight: 15120,
    netWeight: 26260,
  },
  ChoiceTiles: {
    titleKey: 'assetRegistration:selectAssetCategoryTitle',
    perPage: 4,
    choices: [
      { id: 'cat-container', name: 'Container', imageUrl: '/sim-assets/truckOut.svg' },
      { id: 'cat-trailer', name: 'Trailer', imageUrl: '/sim-assets/truckIn.svg' },
      { id: 'cat-swapbody', name: 'Swap body', imageUrl: '/sim-assets/truckIn.svg' },
      { id: 'cat-reefer', name: 'Reefer trailer', imageUrl: '/sim-assets/truckIn.svg' },
      { id: 'cat-tank', name: 'Tank container', imageUrl: '/sim-assets/truckOut.svg' },
      { id: 'cat-flatrack', name: 'Flat rack', imageUrl: '/sim-assets/truckOut.svg' },
    ],
  },
  AssetIdentification: {
    category: 'Trailer',
    fieldId: 'af-trailer-plate',
    questionary: [
      {
        id: 'asset-cat-trailer-1',
        isSkip: false,
        initialAnswer: null,
        metadata: {
          questionId: 'af-trailer-plate',
          type: 21,
          name: 'Trailer licence plate',
          description: 'As on the plate at the back of the trailer',
          isRequired: true,
        },
      },
    ],
  },
  CertificationOverview: {
    personName: 'Dirk Expired',
    types: [
      { id: 'cert-safety', name: 'Site safety (VCA)', state: 0, expiryDate: '2027-06-30T00:00:00' },
      { id: 'cert-forklift', name: 'Forklift operator', state: 1, expiryDate: '2026-10-31T00:00:00' },
      { id: 'cert-crane', name: 'Crane operator', state: 4, expiryDate: null },
    ],
  },
  CertificationBriefing: {
    name: 'Forklift briefing',
    info: 'Read the rules before the questions.',
    content:
      '<h2>Driving a forklift on site</h2><p>Keep the forks <strong>low</strong> while driving and give way to pedestrians.</p><ul><li>Maximum speed: 10 km/h</li><li>Never lift people</li></ul>',
    contentType: 0,
    page: 0,
    pages: 2,
  },
  DocumentPreview: {
    title: 'Site safety rules',
    pages: [
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><rect width="595" height="842" fill="#fff"/><text x="48" y="100" font-size="28" font-family="sans-serif">Site safety rules</text><text x="48" y="170" font-size="17" font-family="sans-serif">1. Wear your safety shoes at all times.</text></svg>')}`,
    ],
    showNotOk: true,
  },
  SignaturePad: {},
};
