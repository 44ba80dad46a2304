import { BLOCK_FORMS, type BlockForm } from '@jamstalldhet/blocks';
import { describe, expect, it } from 'vitest';
import { findBlockForms } from './block-search';

const FORMS = Object.values(BLOCK_FORMS) as BlockForm[];
const labels = (forms: readonly BlockForm[]) => forms.map((form) => form.label);

describe('findBlockForms', () => {
  it('offers a course page no block that reads the visitor or the site', () => {
    const offered = labels(findBlockForms(FORMS, '', 'course'));
    for (const siteOnly of [
      'Logga ut',
      'Mina inställningar',
      'Deltagare',
      'Utbildningslista',
      'Mina certifikat',
    ]) {
      expect(offered).not.toContain(siteOnly);
    }
    expect(offered).toContain('Fråga med ett svar');
  });

  it('offers a site page no question and no block that reads a course', () => {
    const offered = labels(findBlockForms(FORMS, '', 'site'));
    expect(offered).toContain('Logga ut');
    expect(offered).not.toContain('Fråga med ett svar');
    expect(offered).not.toContain('Utbildningspresentation');
  });

  it('puts the name that starts with the search first, with or without å, ä, ö', () => {
    expect(labels(findBlockForms(FORMS, 'fråga', 'course'))[0]).toBe('Fråga med ett svar');
    expect(labels(findBlockForms(FORMS, 'fraga', 'course'))[0]).toBe('Fråga med ett svar');
    expect(labels(findBlockForms(FORMS, 'Video', 'course'))[0]).toBe('Video');
  });

  it('finds words of the description too, and nothing for a word no block has', () => {
    expect(labels(findBlockForms(FORMS, 'youtube', 'course'))).toContain('Video');
    expect(findBlockForms(FORMS, 'xyzzy', 'course')).toEqual([]);
  });
});
