import { z } from 'zod';
import { ID_MAX } from '../values';
import { idParameterMessage } from './operation';

/**
 * A numeric id in a path (`/api/educations/{id}`): digits within the database's integer range,
 * else a 400 naming the parameter (the message names it too, as the API has always answered).
 */
export const idParam = (field: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, idParameterMessage(field))
    .transform(Number)
    .refine((id) => id <= ID_MAX, idParameterMessage(field));

/** A path of one numeric `{id}`. */
export const IdParams = /* @__PURE__ */ z.object({ id: idParam('id') });

/** A block id in a path: what the content's `block_id`s are made of. */
export const blockIdParam = /* @__PURE__ */ z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'blockId must be letters, digits, - or _');

/** A path text the handler itself looks up (a slug, a certificate code): unknown ones are a 404. */
export const textParam = /* @__PURE__ */ z.string();
