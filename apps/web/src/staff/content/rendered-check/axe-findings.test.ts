import { documentPages } from '@jamstalldhet/blocks/engine';
import { PageSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { renderedFindings } from './axe-findings';

const [page] = documentPages(
  PageSchema.parse({
    id: 1,
    slug: 'sida',
    title: 'Sida',
    components: [
      { block_id: 'b-1', name: 'text', html: '<p>Ett</p>' },
      { block_id: 'b-2', name: 'text', html: '<p>Två</p>' },
    ],
  }),
);

describe('renderedFindings', () => {
  it('makes serious and critical violations errors and moderate ones varningar, leaving minor ones', () => {
    if (!page) {
      throw new Error('no page');
    }
    const found = renderedFindings(page, [
      { id: 'valid-lang', impact: 'serious', help: 'lang', blocks: [1, 1] },
      { id: 'image-alt', impact: 'critical', help: 'alt', blocks: [0] },
      { id: 'some-rule', impact: 'moderate', help: 'Something moderate', blocks: [-1] },
      { id: 'minor-rule', impact: 'minor', help: 'Minor', blocks: [0] },
    ]);
    expect(found).toEqual([
      {
        severity: 'error',
        rule: 'valid-lang',
        where: 'Block 2 (Text)',
        path: 'components[1]',
        message: 'Texten är märkt med ett språk som inte finns (WCAG-kontroll valid-lang).',
      },
      {
        severity: 'error',
        rule: 'image-alt',
        where: 'Block 1 (Text)',
        path: 'components[0]',
        message: 'En bild i texten saknar alternativtext (WCAG-kontroll image-alt).',
      },
      // Outside every block: the page itself, in axe's own words for a rule without Swedish ones.
      {
        severity: 'warning',
        rule: 'some-rule',
        where: 'Sidan',
        path: 'components',
        message: 'Something moderate (WCAG-kontroll some-rule).',
      },
    ]);
  });
});
