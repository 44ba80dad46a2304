import { z } from 'zod';

/** The answer of a call that only says it was done. */
export const Ok = /* @__PURE__ */ z.object({ ok: z.literal(true) });
