import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of NotFound: the path that matched no route. */
export const NotFoundProps = z.object({ path: withFallback(z.string(), '').describe('the path that matched no route') });

/** Events of NotFound: `home` from the body button. */
export const NotFoundEvents = { home: NoData };
