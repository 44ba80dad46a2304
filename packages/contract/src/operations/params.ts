import { z } from 'zod';
import { ID_MAX } from '../common';
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

/**
 * A path whose numeric `{id}` is refused under another name: a template shared by calls whose
 * `{id}` means different things (OpenAPI allows no two paths that differ only in a name) still
 * answers a wrong one by what it is, as the API always has (`postId must be …`, on `postId`).
 */
export const paramsWithIdNamed = <Shape extends z.ZodRawShape>(shape: Shape, field: string) =>
  z
    .object({
      ...shape,
      // NaN when not digits, so the check below refuses it as it refuses one beyond the range.
      id: z.string().transform((text) => (/^\d{1,10}$/.test(text) ? Number(text) : Number.NaN)),
    })
    .check((context) => {
      if (!(context.value.id <= ID_MAX)) {
        context.issues.push({
          code: 'custom',
          message: idParameterMessage(field),
          path: [field],
          input: context.value.id,
        });
      }
    });

/** A path of one numeric `{id}`. */
export const IdParams = z.object({ id: idParam('id') });

/** A block id in a path: what the content's `block_id`s are made of. */
export const blockIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'blockId must be letters, digits, - or _');

/** A path text the handler itself looks up (a slug, a certificate code): unknown ones are a 404. */
export const textParam = z.string();
