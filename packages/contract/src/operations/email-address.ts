import { z } from 'zod';
import { isValidEmail } from '../email';

const INVALID = 'Ange en giltig e-postadress';

/** An e-mail address field (SPEC §5): trimmed, and one message for anything that is not one. */
export const EmailAddressSchema = /* @__PURE__ */ z
  .string({ error: INVALID })
  .trim()
  .max(254, INVALID)
  .refine((value) => isValidEmail(value), INVALID);
