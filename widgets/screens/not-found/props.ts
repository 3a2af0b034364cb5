import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of NotFound: the path that matched no route. */
export const NotFoundProps = z.object({ path: withFallback(z.string(), '') });
