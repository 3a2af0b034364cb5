import { z } from 'zod';
import { KioskConfiguration, KioskTexts, Language, LocalizationResources } from '../api/schemas/kiosk.ts';
import { Profile } from '../api/schemas/profile.ts';
import { Answer, Questionary } from '../api/schemas/questionary.ts';
import { QuestionaryState } from './questionary/model.ts';
import { ApprovalStatus, RegisteredVisitor } from '../api/schemas/visitor.ts';

/**
 * The flow context (DESIGN.md "Context"): every value flows and named rules may read with
 * `{"var": "..."}`, composed from the call catalog's answer schemas. `npm run flows:check` rejects a
 * `var` that names nothing here and nothing the flows write themselves (`set`, `merge`, a call's
 * `into`, initial `context`). `event.*` is the current event's data and is not listed.
 *
 * A new kind of data (a new call's answer, a new step's state) gets one line here. Values the
 * engine or runtime writes: `kioskId`, `tenant` (start), route parameters (deep links), `error`
 * (a failed call).
 *
 * @example
 * FlowContext.shape.kiosk; // KioskConfiguration: `{"var": "kiosk.timeouts.endScreen"}` is known
 */
export const FlowContext = z.strictObject({
  // the kiosk (start context, route parameters)
  kioskId: z.number().int(),
  tenant: z.string().nullable(),
  language: z.string(),
  profileId: z.number().int(),

  // kiosk-wide data, kept when the kiosk returns home
  kiosk: KioskConfiguration,
  languages: z.array(Language),
  logo: z.string().nullable(),
  localization: LocalizationResources,
  defaultTranslations: LocalizationResources,
  configuration: KioskTexts,
  profiles: z.array(Profile),

  // one visitor
  profile: Profile,
  /** The questionary state of the model (src/kiosk/questionary/model.ts), with the server's answer and the driver's country. */
  questionary: z.object({
    ...QuestionaryState.shape,
    /** The questionary as the server sent it, skipped nodes included. */
    response: Questionary,
    /** The driver's country (core §3 questionary state `countryIso`): the phone question starts with it. */
    countryIso: z.string(),
    /** The answer Next waits with for the server's check of its phone number (core §5; flows/parts/phoneCheck.part.json). */
    check: Answer,
    /**
     * A phone number checked with the server, while it was typed or on Next (issue 11 §2): which
     * number, and the server's verdict once it came, or that the check failed.
     */
    precheck: z.object({ phoneNumber: z.string(), isValid: z.boolean(), failed: z.boolean() }),
  }),
  registration: z.object({
    startedOn: z.union([z.number(), z.string()]),
    result: RegisteredVisitor,
    done: z.boolean(),
  }),
  visitorId: z.string(),
  approvalUrl: z.string(),
  approval: ApprovalStatus,

  // steps of the next-step rule whose calls arrive in later issues: the fields the rules read
  weighing: z.looseObject({
    /** Site-operations spec §3 "Weighing process info". */
    processInfo: z.looseObject({ weighingStepNumber: z.number().int().nullable(), weighingProcessMode: z.number().int() }).nullable(),
  }),
  identification: z.looseObject({ done: z.boolean() }),
  certifiedPerson: z.looseObject({ id: z.string().nullable() }),
  documentScanning: z.looseObject({ scanned: z.array(z.unknown()) }),
  assetRegistration: z.looseObject({ enabled: z.boolean(), complete: z.boolean() }),

  /** The last failed call (written by the engine): `{ kind, status, message, body }`. */
  error: z
    .object({
      kind: z.string(),
      status: z.number().optional(),
      // the answer's status text and the call's name (src/api/errors.ts PlainApiError): core spec §8 names failures that carry the status text
      statusText: z.string().optional(),
      call: z.string().optional(),
      message: z.string(),
      body: z.unknown().optional(),
    })
    .nullable(),
});
export type FlowContext = z.infer<typeof FlowContext>;

/** This file, as hints of `flows:check` name it for a `var` that names nothing. */
export const FLOW_CONTEXT_FILE = 'src/kiosk/flowContext.ts';
