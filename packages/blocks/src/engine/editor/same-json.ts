import { isRecord } from '@jamstalldhet/contract';

/**
 * Whether two JSON values are equal; key order is not meaning (the database gives a document back
 * in its own order).
 *
 * @example sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }) // true
 */
export function sameJson(one: unknown, other: unknown): boolean {
  if (one === other) {
    return true;
  }
  if (Array.isArray(one) || Array.isArray(other)) {
    return (
      Array.isArray(one) &&
      Array.isArray(other) &&
      one.length === other.length &&
      one.every((item, index) => sameJson(item, other[index]))
    );
  }
  if (!isRecord(one) || !isRecord(other)) {
    return false;
  }
  const names = Object.keys(one);
  return (
    names.length === Object.keys(other).length &&
    names.every((name) => Object.hasOwn(other, name) && sameJson(one[name], other[name]))
  );
}
