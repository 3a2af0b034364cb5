import type { WidgetDefinition } from './defineWidget.ts';
import { Busy } from './screens/busy/index.ts';
import { ErrorScreen } from './screens/error-screen/index.ts';
import { LanguageGrid } from './screens/language-grid/index.ts';
import { NotFound } from './screens/not-found/index.ts';
import { RestrictedIp } from './screens/restricted-ip/index.ts';
import { Unavailable } from './screens/unavailable/index.ts';

/** A screen widget's definition, of any props and events. */
// biome-ignore lint/suspicious/noExplicitAny: a list of widgets of different props; each entry keeps its own type
export type AnyScreenWidget = WidgetDefinition<any, any>;

/**
 * How the registry gives a screen widget: its definition, for the screens the kiosk may show before
 * anything else has loaded (they come with the first bundle), or a function that fetches it (every
 * other: its definition, props schema and events load after the first screen, docs/decisions/0019).
 */
export type ScreenWidgetEntry = AnyScreenWidget | (() => Promise<AnyScreenWidget>);

/**
 * Every screen widget, by the type a flow screen's `widget` names (DESIGN.md "Widgets"): the one
 * list of them. A new widget is one folder plus one line here; nothing registers itself.
 * - The screens the kiosk may show before anything else has loaded — its start (Busy), its first
 *   screen (LanguageGrid), and what it shows when the start or the network fails (ErrorScreen,
 *   NotFound, RestrictedIp, Unavailable: an error screen must never need a download) — are given
 *   as their definitions, and define their component with `component`.
 * - Every other is a function that fetches its definition (`index.ts`), so neither its props
 *   schema nor its code is in the first bundle; it defines its component with `load`.
 *
 * The kiosk loads them through `createScreenWidgets` (on demand, then all once the first screen is
 * up); the tools read `allScreenWidgets`, every definition fetched. Both derive from this list.
 */
export const screenWidgets = {
  LanguageGrid,
  ProfileTiles: () => import('./screens/profile-tiles/index.ts').then((module) => module.ProfileTiles),
  Questionary: () => import('./screens/questionary/index.ts').then((module) => module.Questionary),
  Busy,
  Waiting: () => import('./screens/waiting/index.ts').then((module) => module.Waiting),
  Message: () => import('./screens/message/index.ts').then((module) => module.Message),
  ErrorScreen,
  NotFound,
  Unavailable,
  RestrictedIp,
  // issue 6: identification, e-tickets, country selection, checkout, dispatch
  Identification: () => import('./screens/identification/index.ts').then((module) => module.Identification),
  LinkedReferences: () => import('./screens/linked-references/index.ts').then((module) => module.LinkedReferences),
  LinkedToExisting: () => import('./screens/linked-to-existing/index.ts').then((module) => module.LinkedToExisting),
  EticketScan: () => import('./screens/eticket-scan/index.ts').then((module) => module.EticketScan),
  CountrySelection: () => import('./screens/country-selection/index.ts').then((module) => module.CountrySelection),
  CheckoutOptions: () => import('./screens/checkout-options/index.ts').then((module) => module.CheckoutOptions),
  CheckoutPincode: () => import('./screens/checkout-pincode/index.ts').then((module) => module.CheckoutPincode),
  CheckoutBadge: () => import('./screens/checkout-badge/index.ts').then((module) => module.CheckoutBadge),
  CheckoutDisplayName: () => import('./screens/checkout-display-name/index.ts').then((module) => module.CheckoutDisplayName),
  DispatchResult: () => import('./screens/dispatch-result/index.ts').then((module) => module.DispatchResult),
  // issue 10: widgets for integrators
  YesNo: () => import('./screens/yes-no/index.ts').then((module) => module.YesNo),
  // issue 13: weighing
  Weighing: () => import('./screens/weighing/index.ts').then((module) => module.Weighing),
  // issue 16: asset registration
  ChoiceTiles: () => import('./screens/choice-tiles/index.ts').then((module) => module.ChoiceTiles),
  AssetIdentification: () => import('./screens/asset-identification/index.ts').then((module) => module.AssetIdentification),
  // issue 14: certified persons
  CertificationOverview: () => import('./screens/certification/overview/index.ts').then((module) => module.CertificationOverview),
  CertificationBriefing: () => import('./screens/certification/briefing/index.ts').then((module) => module.CertificationBriefing),
  // issue 15: document scanning
  DocumentScan: () => import('./screens/document-scan/index.ts').then((module) => module.DocumentScan),
  // issue 15: document signing
  DocumentPreview: () => import('./screens/document-signing/preview/index.ts').then((module) => module.DocumentPreview),
  SignaturePad: () => import('./screens/document-signing/signature/index.ts').then((module) => module.SignaturePad),
};

/**
 * The definition a registry entry gives: at once for a first screen, fetched for the others.
 * @throws whatever fetching the definition's module threw (a network failure), as a rejection.
 */
export function screenWidgetOf(entry: ScreenWidgetEntry): Promise<AnyScreenWidget> {
  return typeof entry === 'function' ? entry() : Promise.resolve(entry);
}
