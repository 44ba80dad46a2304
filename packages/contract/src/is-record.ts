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
