import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';

/** Props of Waiting: the server's waitingForApproval text wins over the key. */
export const WaitingProps = z.object({
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});

/** Events of Waiting: `home` from the header. */
export const WaitingEvents = { home: NoData };
