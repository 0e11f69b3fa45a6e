import { z } from 'zod';

/** `?size=thumbnail` on a stored image asks for a small WebP of it (the back office's queues use it). */
export const THUMBNAIL_QUERY = 'size=thumbnail';
export const imageSize = z.strictObject({ size: z.enum(['thumbnail']).optional() });
