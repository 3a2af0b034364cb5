import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { DOCUMENT_HANDLING_TYPE, LED_COLOUR } from '../schemas/documentPrinting.ts';

/**
 * The document handling hardware (site-operations spec §7 "Document printing"): the smart
 * controller's LED, shared by printing (documentHandlingType 0) and scanning (1).
 */

const ledColour = z.union([z.literal(LED_COLOUR.Off), z.literal(LED_COLOUR.Red), z.literal(LED_COLOUR.Green)]);
const documentHandlingType = z.union([z.literal(DOCUMENT_HANDLING_TYPE.Printing), z.literal(DOCUMENT_HANDLING_TYPE.Scanning)]);

type LedArgs = { readonly kioskId: number; readonly ledColor: z.infer<typeof ledColour>; readonly documentHandlingType: z.infer<typeof documentHandlingType> };

/**
 * Sets the LED of the kiosk's smart controller (§7 POST /api/DocumentHandlingHardware/smartcontrollerstate/{kioskId}
 * with the LED colour and documentHandlingType; §3 LED colour Off 0, Red 1, Green 2). Red while
 * printing, green or off afterwards (§4). The answer is not read.
 */
export const documentHandlingSetLed = defineCall({
  name: 'documentHandling.setLed',
  method: 'POST',
  args: z.object({ kioskId: z.number(), ledColor: ledColour, documentHandlingType }),
  path: (a: LedArgs) => `/DocumentHandlingHardware/smartcontrollerstate/${a.kioskId}`,
  body: (a) => ({ ledColor: a.ledColor, documentHandlingType: a.documentHandlingType }),
  response: z.unknown(),
  description: 'Smart controller LED: ledColor Off 0 / Red 1 / Green 2, documentHandlingType 0 printing / 1 scanning (site-operations spec §3, §7)',
});
