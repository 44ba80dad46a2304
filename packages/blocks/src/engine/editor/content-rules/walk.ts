import { isRecord } from '@jamstalldhet/contract';

type Keys = readonly (string | number)[];

/** Every value below a block (itself first), with the keys that lead to it. */
export function walk(value: unknown, keys: Keys, visit: (value: unknown, keys: Keys) => void): void {
  visit(value, keys);
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      walk(entry, [...keys, index], visit);
    });
  } else if (isRecord(value)) {
    for (const [key, entry] of Object.entries(value)) {
      walk(entry, [...keys, key], visit);
    }
  }
}
