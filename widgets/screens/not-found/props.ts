import * as z from 'zod/mini';
import { described } from '../../../src/zod.ts';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of NotFound: the path that matched no route. */
export const NotFoundProps = z.object({ path: described(withFallback(z.string(), ''), 'the path that matched no route') });

/** Events of NotFound: `home` from the body button. */
export const NotFoundEvents = { home: NoData };
