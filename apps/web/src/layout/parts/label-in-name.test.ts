import { describe, expect, it } from 'vitest';
import { labelInName } from './label-in-name';

describe('labelInName (WCAG 2.5.3)', () => {
  it('keeps an aria_label that contains the visible words', () => {
    expect(labelInName('Om kakor på webbplatsen', 'Om kakor')).toBe('Om kakor på webbplatsen');
    expect(
      labelInName('Läs mer  på JÄMSTÄLLDHETSMYNDIGHETEN.se', 'Läs mer på jämställdhetsmyndigheten.se'),
    ).toBe('Läs mer  på JÄMSTÄLLDHETSMYNDIGHETEN.se');
  });

  it('drops an aria_label that leaves out the visible words', () => {
    expect(labelInName('Ring oss på 010-123 45 00', 'Telefon: 010-123 45 00')).toBeUndefined();
  });

  it('has no label without an aria_label', () => {
    expect(labelInName(undefined, 'Om kakor')).toBeUndefined();
    expect(labelInName('', 'Om kakor')).toBeUndefined();
  });
});
