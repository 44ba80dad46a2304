import { describe, expect, it } from 'vitest';
import { defaultLabels, labelGroups } from './default-labels';

describe('defaultLabels', () => {
  it('has no key in two blocks, so one override never changes another block by accident', () => {
    const seen = new Map<string, string>();
    for (const [group, labels] of Object.entries(labelGroups)) {
      for (const key of Object.keys(labels)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${group}`).toBeUndefined();
        seen.set(key, group);
      }
    }
    expect(Object.keys(defaultLabels)).toHaveLength(seen.size);
  });

  it('names every key <area>.<text> and gives it a non-empty Swedish default', () => {
    for (const [key, text] of Object.entries(defaultLabels)) {
      expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z_]+)+$/);
      expect(text.trim()).not.toBe('');
    }
  });
});
