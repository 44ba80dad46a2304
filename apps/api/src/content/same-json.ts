/**
 * A value's JSON with every object's keys sorted: equal texts say the same, whatever order the
 * database's jsonb gave the keys back in. (Whether two values are the same: the engine's `sameJson`.)
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
        )
      : inner,
  );
}
