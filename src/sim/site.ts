import type { ApprovalStatusCode } from '../api/schemas/visitor.ts';
import { DEFAULT_APPROVAL, HOSTS, type ApprovalOutcome, type SimHost } from './data/hosts.ts';
import { INITIAL_VERSION, TENANTS, type SimKioskSetup, type SimTenantSetup } from './data/kiosks.ts';
import { PROFILES, type SimProfile } from './data/profiles.ts';
import { TOUR_PROFILES } from './data/questionaries/index.ts';
import { TRANSPORT_PROFILES } from './data/transport.ts';
import { ASSET_PROFILES } from './data/assets.ts';
import { CERTIFIED_PROFILES } from './data/certified.ts';
import { DOCUMENT_SCANNING_PROFILES } from './data/documentScanning.ts';
import { PRINTING_PROFILES } from './data/printing.ts';
import { createFaults, type Faults } from './faults.ts';

export interface SiteOptions {
  /** The server clock (kiosk.time, registration times). Default: the real clock. */
  readonly now?: () => Date;
  /** Hosts and how they answer approvals; default data/hosts.ts. */
  readonly hosts?: readonly SimHost[];
  /** Tenants and their kiosks; default data/kiosks.ts. */
  readonly tenants?: readonly SimTenantSetup[];
  /** How many requests, log lines and visitors are kept (oldest dropped first); default 500. */
  readonly keep?: number;
}

/** A kiosk's set-up plus its live state (block, version, IP restriction). */
export interface SimKiosk extends SimKioskSetup {
  readonly tenant: string;
  blocked: boolean;
  version: string;
  ipRestriction?: { readonly reason: string; readonly ipAddress: string };
}

/** The registration as the site received it (core spec §3 "Registration payload"). */
export interface RegistrationInput {
  readonly tenant: string;
  readonly kioskId: number;
  readonly profileId: number;
  readonly selectedProfileId: number;
  readonly language: string;
  readonly hostId: string | null;
  readonly answers: Readonly<Record<string, readonly string[]>>;
  readonly registrationStartedOn: string;
  readonly visitorId: string | null;
  readonly transactionType: number;
  readonly visitorIds: readonly string[];
  /** The asset of the registration payload (site-operations §3 Asset), when the visitor registered one. */
  readonly asset?: unknown;
}

export interface SimApproval {
  readonly outcome: ApprovalOutcome;
  readonly afterPolls: number;
  polls: number;
}

export interface SimVisitor {
  readonly id: string;
  readonly registration: RegistrationInput;
  readonly host: SimHost | undefined;
  readonly registeredOn: string;
  /** null for a profile without realtime approval (no approvalstatus link). */
  readonly approval: SimApproval | null;
}

export interface RecordedRequest {
  readonly call: string;
  readonly method: string;
  readonly url: string;
  readonly tenant: string | null;
  readonly timeZone: string | null;
  readonly browserLanguage: string | null;
  /** The JSON body of a POST (what the kiosk sent, for tests: e.g. the signature of a signing). */
  readonly body?: unknown;
}

export interface SiteLogs {
  readonly general: Array<{ readonly tenant: string; readonly sskId: number; readonly message: string; readonly level: number; readonly at: string }>;
  readonly downtime: Array<{
    readonly tenant: string;
    readonly sskId: number;
    readonly startDowntime: string;
    readonly endDowntime: string;
    readonly failedActions: readonly unknown[];
    readonly at: string;
  }>;
  readonly events: Array<{ readonly tenant: string; readonly kioskId: number; readonly event: string; readonly language?: string; readonly at: string }>;
  /**
   * Product-metrics events the proxy received (core §7, site-operations §7 "Product metrics"; the
   * proxy's address is the settings' `productMetricsProxyUrl`): each body as the kiosk sent it.
   */
  readonly productMetrics: Array<{ readonly tenant: string; readonly body: unknown; readonly at: string }>;
  /** Aborted registrations as logged (core spec §7 `logabortedregistration`). */
  readonly aborted: Array<{
    readonly tenant: string;
    readonly logData: Readonly<Record<string, unknown>>;
    readonly siteId: number | null;
    readonly siteName: string | null;
    readonly at: string;
  }>;
}

/** Every profile of the site: the ten of data/profiles.ts and the tour of issue 3. */
const SITE_PROFILES: readonly SimProfile[] = [
  ...PROFILES,
  ...TOUR_PROFILES,
  ...TRANSPORT_PROFILES,
  ...ASSET_PROFILES,
  ...CERTIFIED_PROFILES,
  ...DOCUMENT_SCANNING_PROFILES,
  ...PRINTING_PROFILES,
];

/** Final approval status per outcome (core spec §3 "Approval status"); a host who never decides leaves it Waiting. */
const FINAL_STATUS: Readonly<Record<ApprovalOutcome, ApprovalStatusCode>> = { approve: 2, decline: 1, timeout: 3, none: 0 };

/**
 * An in-memory simulated site: tenants with kiosks, profiles, hosts, registered visitors and their
 * approvals, logs, and fault injection. Deterministic: ids come from counters, time from `now`.
 * Handlers (handlers.ts) serve it over MSW; tests drive and inspect it directly.
 *
 * @example
 * const site = createSite();
 * site.blockKiosk(1);           // kiosk 1 of tenant demo answers isBlocked
 * site.bumpVersion(1);          // '1.0.1': the kiosk reloads (core spec §4)
 * site.faults.set('kiosk.languages', { kind: 'network' });
 */
export function createSite(options: SiteOptions = {}) {
  const now = options.now ?? (() => new Date());
  const keep = options.keep ?? 500;
  const hosts = options.hosts ?? HOSTS;
  const tenants = options.tenants ?? TENANTS;
  const kiosks = new Map<string, Map<number, SimKiosk>>(
    tenants.map((t) => [t.name, new Map(t.kiosks.map((k) => [k.id, { ...k, tenant: t.name, version: INITIAL_VERSION }]))]),
  );
  const visitors = new Map<string, SimVisitor>();
  const profilePatches = new Map<number, Readonly<Record<string, unknown>>>();
  const kioskPatches = new Map<number, Readonly<Record<string, unknown>>>();
  /** LED colour of each kiosk's smart controller, by `tenant/kioskId` (site-operations §3: Off 0, Red 1, Green 2). */
  const leds = new Map<string, { colour: number; documentHandlingType: number }>();
  const requests: RecordedRequest[] = [];
  const logs: SiteLogs = { general: [], downtime: [], events: [], productMetrics: [], aborted: [] };
  let visitorCount = 0;
  let downtimeCount = 0;

  const stamp = () => now().toISOString();
  const kioskOrThrow = (kioskId: number, tenant: string) => {
    const kiosk = kiosks.get(tenant)?.get(kioskId);
    if (!kiosk) throw new Error(`No kiosk ${kioskId} for tenant "${tenant}"`);
    return kiosk;
  };

  const site = {
    faults: createFaults() as Faults,
    /**
     * The site's feature flags (site-operations §3, GET /features): every feature on. A kiosk offers a
     * feature when its own configuration has it on too (rules documentScanningEnabled, documentSigningEnabled).
     */
    features: { isDocumentScanningEnabled: true, isDocumentSigningEnabled: true } as Record<string, boolean>,
    /**
     * Whether the site's settings name a product-metrics proxy (`productMetricsProxyUrl`, GET
     * /settings): on, the kiosk sends page views and errors to `/api/productmetrics`; off, none.
     */
    productMetricsProxy: true,
    /** Every text of every answer carries hostile markup (src/sim/hostile.ts): the public-terminal tests. */
    hostileText: false,
    /**
     * How a fault's delay (`slow`, `@ms`) waits: real time (msw's `delay`) unless set. The headless
     * fixture runs set it to the kiosk's virtual clock, so a held answer lands at the `advance` that
     * passes it, the same in every run (tests/golden/explore.ts).
     */
    wait: undefined as ((ms: number) => Promise<void>) | undefined,
    hosts,
    logs,
    /** Requests the handlers received, newest last (for tests of the shared call rules). */
    requests: requests as readonly RecordedRequest[],
    now,

    tenant: (name: string) => tenants.find((t) => t.name === name),
    isKnownTenant: (name: string) => kiosks.has(name),
    kiosk: (tenant: string, kioskId: number) => kiosks.get(tenant)?.get(kioskId),
    kiosks: (tenant: string) => [...(kiosks.get(tenant)?.values() ?? [])],

    /** Remote block (core spec §4): kiosk fetch and status answer isBlocked. */
    blockKiosk(kioskId: number, tenant = 'demo') {
      kioskOrThrow(kioskId, tenant).blocked = true;
    },
    unblockKiosk(kioskId: number, tenant = 'demo') {
      kioskOrThrow(kioskId, tenant).blocked = false;
    },
    /** Raises the patch version the status call reports; a changed version makes the kiosk reload. */
    bumpVersion(kioskId: number, tenant = 'demo'): string {
      const kiosk = kioskOrThrow(kioskId, tenant);
      const [major = 1, minor = 0, patch = 0] = kiosk.version.split('.').map(Number);
      kiosk.version = `${major}.${minor}.${patch + 1}`;
      return kiosk.version;
    },
    /** Sets or lifts an IP restriction: every call for the kiosk answers 403 blockedIpAddress. */
    restrictIp(kioskId: number, restriction: SimKiosk['ipRestriction'] | null, tenant = 'demo') {
      const kiosk = kioskOrThrow(kioskId, tenant);
      if (restriction) kiosk.ipRestriction = restriction;
      else delete kiosk.ipRestriction;
    },

    /** The LED colour of a kiosk's smart controller (site-operations §3: Off 0, Red 1, Green 2); Off until a kiosk sets it. */
    led: (kioskId: number, tenant = 'demo'): number => leds.get(`${tenant}/${kioskId}`)?.colour ?? 0,
    /** Sets the LED (the smartcontrollerstate call, site-operations §7); documentHandlingType 0 printing, 1 scanning. */
    setLed(kioskId: number, colour: number, documentHandlingType: number, tenant = 'demo') {
      leds.set(`${tenant}/${kioskId}`, { colour, documentHandlingType });
    },

    profile: (profileId: number): SimProfile | undefined => SITE_PROFILES.find((p) => p.id === profileId),
    profilesOf(tenant: string, kioskId: number): SimProfile[] {
      const kiosk = kiosks.get(tenant)?.get(kioskId);
      return (kiosk?.profileIds ?? []).flatMap((id) => SITE_PROFILES.filter((p) => p.id === id));
    },
    host: (hostId: string | null | undefined) => hosts.find((h) => h.id === hostId),
    /**
     * Changes what the site answers for a profile (tests of next-step rules), e.g.
     * `patchProfile(6, { requiresCertificationCheck: true })`; null restores the profile.
     */
    patchProfile(profileId: number, patch: Readonly<Record<string, unknown>> | null) {
      if (patch) profilePatches.set(profileId, { ...patch });
      else profilePatches.delete(profileId);
    },
    /** The fields patched over a profile's answers ({} when none). */
    profilePatch: (profileId: number): Readonly<Record<string, unknown>> => profilePatches.get(profileId) ?? {},
    /**
     * Changes what the site answers for a kiosk's configuration (tests of next-step rules), e.g.
     * `patchKiosk(1, { isScannerConfigured: true })`; null restores it.
     */
    patchKiosk(kioskId: number, patch: Readonly<Record<string, unknown>> | null) {
      if (patch) kioskPatches.set(kioskId, { ...patch });
      else kioskPatches.delete(kioskId);
    },
    /** The fields patched over a kiosk's configuration ({} when none). */
    kioskPatch: (kioskId: number): Readonly<Record<string, unknown>> => kioskPatches.get(kioskId) ?? {},

    /**
     * Records a registration. The approving host is the registration's hostId (core spec §3
     * "Registration payload"; the answers are not read for it); realtime profiles get an approval that polls resolve (see README).
     */
    register(input: RegistrationInput): SimVisitor {
      visitorCount += 1;
      const id = `00000000-0000-4000-8000-${String(visitorCount).padStart(12, '0')}`;
      const host = site.host(input.hostId);
      const realtime = site.profile(input.profileId)?.approval === 'host';
      const plan = host ?? DEFAULT_APPROVAL;
      const visitor: SimVisitor = {
        id,
        registration: input,
        host,
        registeredOn: stamp(),
        approval: realtime ? { outcome: plan.outcome, afterPolls: plan.afterPolls, polls: 0 } : null,
      };
      visitors.set(id, visitor);
      if (visitors.size > keep) visitors.delete(visitors.keys().next().value as string);
      return visitor;
    },
    visitor: (visitorId: string) => visitors.get(visitorId),
    visitors: () => [...visitors.values()],

    /** One poll of the approvalstatus link: Waiting (0) until the host's poll count, then final. */
    pollApproval(visitorId: string): ApprovalStatusCode | undefined {
      const approval = visitors.get(visitorId)?.approval;
      if (!approval) return undefined;
      approval.polls += 1;
      return approval.polls >= approval.afterPolls ? FINAL_STATUS[approval.outcome] : 0;
    },

    recordRequest(request: RecordedRequest) {
      pushBounded(requests, request, keep);
    },
    logGeneral(entry: Omit<SiteLogs['general'][number], 'at'>) {
      pushBounded(logs.general, { ...entry, at: stamp() }, keep);
    },
    logDowntime(entry: Omit<SiteLogs['downtime'][number], 'at'>) {
      pushBounded(logs.downtime, { ...entry, at: stamp() }, keep);
      downtimeCount += 1;
      return downtimeCount;
    },
    logEvent(entry: Omit<SiteLogs['events'][number], 'at'>) {
      pushBounded(logs.events, { ...entry, at: stamp() }, keep);
    },
    logAborted(entry: Omit<SiteLogs['aborted'][number], 'at'>) {
      pushBounded(logs.aborted, { ...entry, at: stamp() }, keep);
    },
  };
  return site;
}

export type Site = ReturnType<typeof createSite>;

function pushBounded<T>(list: T[], item: T, max: number) {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}
