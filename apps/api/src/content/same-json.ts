/**
 * Whether two JSON values say the same, whatever order their keys come in: the database's jsonb
 * keeps an object's keys in its own order, so a document read back rarely prints as it was written.
 *
 * @example sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }) // true
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** A value's JSON with every object's keys sorted: equal texts say the same. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
        )
      : inner,
  );
}
