import { z } from 'zod';

/** The answer of a call that only says it was done. */
export const Ok = z.object({ ok: z.literal(true) });
