import { Busy } from './screens/busy/index.ts';
import { CheckoutBadge } from './screens/checkout-badge/index.ts';
import { CheckoutDisplayName } from './screens/checkout-display-name/index.ts';
import { CheckoutOptions } from './screens/checkout-options/index.ts';
import { CheckoutPincode } from './screens/checkout-pincode/index.ts';
import { CountrySelection } from './screens/country-selection/index.ts';
import { DispatchResult } from './screens/dispatch-result/index.ts';
import { EticketScan } from './screens/eticket-scan/index.ts';
import { Identification } from './screens/identification/index.ts';
import { LinkedReferences } from './screens/linked-references/index.ts';
import { LinkedToExisting } from './screens/linked-to-existing/index.ts';
import { ErrorScreen } from './screens/error-screen/index.ts';
import { LanguageGrid } from './screens/language-grid/index.ts';
import { Message } from './screens/message/index.ts';
import { NotFound } from './screens/not-found/index.ts';
import { ProfileTiles } from './screens/profile-tiles/index.ts';
import { Questionary } from './screens/questionary/index.ts';
import { RestrictedIp } from './screens/restricted-ip/index.ts';
import { Unavailable } from './screens/unavailable/index.ts';
import { Waiting } from './screens/waiting/index.ts';
import { Weighing } from './screens/weighing/index.ts';
import { YesNo } from './screens/yes-no/index.ts';
import { ChoiceTiles } from './screens/choice-tiles/index.ts';
import { AssetIdentification } from './screens/asset-identification/index.ts';
import { CertificationBriefing } from './screens/certification/briefing/index.ts';
import { CertificationOverview } from './screens/certification/overview/index.ts';
import { DocumentScan } from './screens/document-scan/index.ts';
import { DocumentPreview } from './screens/document-signing/preview/index.ts';
import { SignaturePad } from './screens/document-signing/signature/index.ts';

/**
 * Every screen widget, as a plain array (DESIGN.md "Widgets"): a flow screen's `widget` names one
 * of these `type`s. A new widget is one folder plus one line here; nothing registers itself.
 */
export const screenWidgets = [
  LanguageGrid,
  ProfileTiles,
  Questionary,
  Busy,
  Waiting,
  Message,
  ErrorScreen,
  NotFound,
  Unavailable,
  RestrictedIp,
  // issue 6: identification, e-tickets, country selection, checkout, dispatch
  Identification,
  LinkedReferences,
  LinkedToExisting,
  EticketScan,
  CountrySelection,
  CheckoutOptions,
  CheckoutPincode,
  CheckoutBadge,
  CheckoutDisplayName,
  DispatchResult,
  // issue 10: widgets for integrators
  YesNo,
  // issue 13: weighing
  Weighing,
  // issue 16: asset registration
  ChoiceTiles,
  AssetIdentification,
  // issue 14: certified persons
  CertificationOverview,
  CertificationBriefing,
  // issue 15: document scanning
  DocumentScan,
  // issue 15: document signing
  DocumentPreview,
  SignaturePad,
] as const;
