import { isRecord } from '@jamstalldhet/contract';

/*
 * Reading and changing one place of a JSON document without changing the document: the
 * merge of two editors' drafts and its choices (draft-merge*.ts, draft-conflict-choice.ts) work
 * on places given as keys.
 */

type Keys = ReadonlyArray<string | number>;

/** What `valueAt` gives for a place the document does not have; for `changedAt`, "remove it". */
export const MISSING: unique symbol = Symbol('missing');

/** The value at `keys`, or MISSING. */
export function valueAt(value: unknown, keys: Keys): unknown {
  let at: unknown = value;
  for (const key of keys) {
    if (Array.isArray(at) && typeof key === 'number' && key < at.length) {
      at = at[key];
    } else if (isRecord(at) && typeof key === 'string' && Object.hasOwn(at, key)) {
      at = at[key];
    } else {
      return MISSING;
    }
  }
  return at;
}

/**
 * `value` with `next` at `keys`, or that place removed for MISSING (a list's later items move
 * up); keys keep their order, and the rest is shared, not copied.
 */
export function changedAt(value: unknown, keys: Keys, next: unknown): unknown {
  const [first, ...rest] = keys;
  if (first === undefined) {
    return next;
  }
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && next === MISSING) {
      copy.splice(first as number, 1);
    } else {
      copy[first as number] = changedAt(value[first as number], rest, next);
    }
    return copy;
  }
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(record)) {
    if (name !== first) {
      defineKey(copy, name, record[name]);
    } else if (!(rest.length === 0 && next === MISSING)) {
      defineKey(copy, name, changedAt(record[name], rest, next));
    }
  }
  return copy;
}

// defineProperty: a key named `__proto__` must stay a key, not become the prototype.
function defineKey(record: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
}
