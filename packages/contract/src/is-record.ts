/**
 * Whether a value is a JSON object whose fields can be read: an object, not null and not an
 * array. `Value` names what its fields hold when the caller knows (`isRecord<Json>(value)`).
 *
 * @example isRecord({ a: 1 }) // true
 * isRecord([1]) // false
 */
export function isRecord<Value = unknown>(value: unknown): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Calls `visit` with every JSON object inside `value` (itself included), however deep: a
 * document's blocks, items and options. Walked with a stack, not by recursion, so a document
 * nested ten thousand deep does not overflow the call stack; `visit` may change the object's
 * own fields (not replace its children) as it goes.
 *
 * @example forEachRecord(education, (record) => { if (typeof record.post_id === 'number') ids.add(record.post_id); });
 */
export function forEachRecord(value: unknown, visit: (record: Record<string, unknown>) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    // One at a time: a spread of a huge array overflows the call stack.
    if (Array.isArray(next)) {
      for (const item of next) {
        stack.push(item);
      }
    } else if (isRecord(next)) {
      visit(next);
      for (const item of Object.values(next)) {
        stack.push(item);
      }
    }
  }
}
