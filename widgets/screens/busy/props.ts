import { z } from 'zod';
import { serverText, textKey } from '../../kit/propsSchema.ts';

/** Props of Busy: a server text wins over the key; default "Loading…". */
export const BusyProps = z.object({
  text: serverText('the message'),
  textKey: textKey('the message', 'statusMessages:loading'),
});

/** Events of Busy emits nothing: the flow moves on when what it waits for arrives. */
export const BusyEvents = {};
