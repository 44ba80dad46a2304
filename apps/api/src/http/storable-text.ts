import { formatIssuePath } from '@jamstalldhet/contract';

// Half of a UTF-16 surrogate pair without its other half: it has no UTF-8 form, so PostgreSQL
// cannot store it (and Node would silently turn it into U+FFFD on the way).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text can be stored as it is: no NUL (PostgreSQL refuses it in text) and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

interface Pending {
  value: unknown;
  key: string | number | null;
  parent: Pending | null;
}

function pathOf(node: Pending): string {
  const keys: (string | number)[] = [];
  for (let at: Pending | null = node; at !== null; at = at.parent) {
    if (at.key !== null) {
      keys.unshift(at.key);
    }
  }
  return formatIssuePath(keys);
}

/**
 * Where in a parsed JSON value the first string (value or key) that cannot be stored is, named as
 * `parseInput` names fields (`answers[0].values[1]`; a bad key names its object; `''` is the
 * value itself), or null when all of it can be stored. Iterative, so deep nesting cannot overflow
 * the stack.
 */
export function unstorableTextPath(value: unknown): string | null {
  const pending: Pending[] = [{ value, key: null, parent: null }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const item = node.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) {
        return pathOf(node);
      }
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        pending.push({ value: item[index], key: index, parent: node });
      }
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      if (entries.some(([key]) => !isStorableText(key))) {
        return pathOf(node);
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}
