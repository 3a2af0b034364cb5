import { z } from 'zod';
import { serverText, textKey } from '../../kit/propsSchema.ts';
import { NoData } from '../../defineWidget.ts';

/** Props of Waiting: the server's waitingForApproval text wins over the key. */
export const WaitingProps = z.object({
  text: serverText('the message (the waitingForApproval translation)'),
  textKey: textKey('the message', 'statusMessages:waitingForApproval'),
});

/** Events of Waiting: `home` from the header. */
export const WaitingEvents = { home: NoData };
