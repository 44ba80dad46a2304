import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSpeller, type Speller, usableAffixes } from './speller';

// The real dictionary, as the editor's worker loads it.
const folder = path.dirname(createRequire(import.meta.url).resolve('dictionary-sv'));
const aff = readFileSync(path.join(folder, 'index.aff'), 'utf8');
const dic = readFileSync(path.join(folder, 'index.dic'), 'utf8');

let speller: Speller;
beforeAll(() => {
  speller = createSpeller(aff, dic);
}, 60_000);

describe("dictionary-sv's affixes", () => {
  it('loses its compound rules, which took every word as right, and its compound-only flag', () => {
    expect(aff).toContain('COMPOUNDRULE 0*');
    expect(
      usableAffixes(aff)
        .split('\n')
        .filter((line) => line.startsWith('COMPOUNDRULE')),
    ).toEqual([]);
    expect(usableAffixes(aff)).toContain('SFX');
    expect(aff).toContain('ONLYINCOMPOUND Z');
    expect(usableAffixes(aff)).not.toContain('ONLYINCOMPOUND');
  });
});

describe('the speller', () => {
  it('takes a doubled letter for a slip, not a compound, when writing it once makes a word', () => {
    const unknown = speller.unknown(['prattar', 'arbettar'], []);
    expect(unknown.get('prattar')?.[0]).toBe('pratar');
    expect(unknown.get('arbettar')?.[0]).toBe('arbetar');
  });

  it('gives a word too long for Swedish no compound reading and no suggestions', () => {
    const long = 'jämställdhets'.repeat(4);
    expect(speller.unknown([long, long.slice(0, 39)], []).get(long)).toEqual([]);
  });

  it('finds misspellings, with suggestions', () => {
    const unknown = speller.unknown(['kvinor', 'jämstäldhet', 'xyzzy', 'utbilldning'], []);
    expect([...unknown.keys()]).toEqual(['kvinor', 'jämstäldhet', 'xyzzy', 'utbilldning']);
    expect(unknown.get('kvinor')?.[0]).toBe('kvinnor');
    expect(speller.unknown(['skilnaden'], []).get('skilnaden')?.[0]).toBe('skillnaden');
    expect(unknown.get('jämstäldhet')).toContain('jämställdhet');
  });

  it('knows Swedish words, forms, capitals first in a sentence and compounds', () => {
    const words = [
      'jämställdhet',
      'arbetar',
      'handlar',
      'jämställdhetspolitiska',
      'jämställdhetsmål',
      'Kvinnor',
      'utbildningen',
      'arbetsplatsen',
      'diskrimineringslagen',
      'lönekartläggning',
      'jämställdhetsintegrering',
      'webbutbildningarna',
      'förskollärare',
      'arbetsmiljöförutsättningar',
      'kvinnofrågor',
      'Sverige',
    ];
    expect([...speller.unknown(words, []).keys()]).toEqual([]);
  });

  it("knows the site's words in any case, and compounds of them", () => {
    const words = ['Hbtqi', 'hbtqirörelsen'];
    expect([...speller.unknown(words, []).keys()]).toEqual(words);
    expect([...speller.unknown(words, ['HBTQI']).keys()]).toEqual([]);
  });
});
