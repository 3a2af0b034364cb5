import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { PRINT_SETUP, PRINTERS } from '../data/printing.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, toInt } from './route.ts';

/** A print job as the site runs it: done after `afterPolls` status checks, with its result (§3 Failed 0, Success 1). */
interface SimPrintJob {
  readonly id: string;
  readonly visitorId: string;
  readonly documentIds: readonly string[];
  readonly result: 0 | 1;
  readonly afterPolls: number;
  polls: number;
}

/** Print jobs of a site by id, and the visitors who confirmed their printed documents. */
export const printJobs = createAreaState(() => ({ jobs: new Map<string, SimPrintJob>(), confirmed: new Set<string>() }));

const PrintBody = z.object({ visitorId: z.string().min(1), printerId: z.string().min(1), documentIds: z.array(z.string()).min(1), sskId: z.number().int() });
const LedBody = z.object({ ledColor: z.union([z.literal(0), z.literal(1), z.literal(2)]), documentHandlingType: z.union([z.literal(0), z.literal(1)]) });

/**
 * Document printing (site-operations spec §7 "Document printing"): the printer configuration, the
 * print request, the job status (null until the job ends), the visitor's confirmation and the
 * smart controller's LED, kept per kiosk (`site.led(kioskId)`).
 */
export const documentPrintingRoutes = [
  defineRoute({
    call: 'documentPrinting.configuration',
    method: 'get',
    path: '/documentPrinting/configuration',
    handle: (c) =>
      withKiosk(c, toInt(c.url.searchParams.get('sskid')), (kiosk) => {
        const printer = PRINTERS[kiosk.id];
        return HttpResponse.json({
          isPrinterAvailable: printer !== undefined,
          printerId: printer?.printerId ?? null,
          printerLocation: printer?.printerLocation ?? null,
          isDocumentCheckEnabled: kiosk.documentCheck ?? false,
        });
      }),
  }),
  defineRoute({
    call: 'documentPrinting.print',
    method: 'post',
    path: '/documentPrinting/print',
    handle: async (c) => {
      const parsed = PrintBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid print request: ${summarizeIssues(parsed.error.issues)}`);
      const { visitorId, printerId, documentIds, sskId } = parsed.data;
      return withKiosk(c, sskId, (kiosk) => {
        if (PRINTERS[kiosk.id]?.printerId !== printerId) return problem(404, `No printer ${printerId} at kiosk ${kiosk.id}`);
        const visitor = c.site.visitor(visitorId);
        if (!visitor || visitor.registration.tenant !== c.tenant) return problem(404, `No visitor ${visitorId}`);
        const setup = PRINT_SETUP[visitor.registration.profileId];
        if (!setup) return problem(400, `Visitor ${visitorId} has nothing to print`);
        const state = printJobs(c.site);
        const id = `job-${state.jobs.size + 1}`;
        state.jobs.set(id, { id, visitorId, documentIds, result: setup.result, afterPolls: setup.afterPolls, polls: 0 });
        return HttpResponse.json({ printJobId: id });
      });
    },
  }),
  defineRoute({
    call: 'documentPrinting.jobStatus',
    method: 'get',
    path: '/documentPrinting/job/:jobId/status',
    handle: (c) => {
      const job = printJobs(c.site).jobs.get(c.params.jobId ?? '');
      if (!job) return problem(404, `No print job ${c.params.jobId}`);
      job.polls += 1;
      return HttpResponse.json({ printJobId: job.id, result: job.polls >= job.afterPolls ? job.result : null });
    },
  }),
  defineRoute({
    call: 'documentPrinting.confirmation',
    method: 'post',
    path: '/visitors/:visitorId/printing/confirmation',
    handle: ({ site, params, tenant }) => {
      const visitor = site.visitor(params.visitorId ?? '');
      if (!visitor || visitor.registration.tenant !== tenant) return problem(404, `No visitor ${params.visitorId}`);
      printJobs(site).confirmed.add(visitor.id);
      return new HttpResponse(null, { status: 204 });
    },
  }),
  defineRoute({
    call: 'documentHandling.setLed',
    method: 'post',
    path: '/DocumentHandlingHardware/smartcontrollerstate/:kioskId',
    handle: async (c) => {
      const parsed = LedBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid LED state: ${summarizeIssues(parsed.error.issues)}`);
      return withKiosk(c, toInt(c.params.kioskId), (kiosk) => {
        c.site.setLed(kiosk.id, parsed.data.ledColor, parsed.data.documentHandlingType, c.tenant);
        return new HttpResponse(null, { status: 204 });
      });
    },
  }),
];
