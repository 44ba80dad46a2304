import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('puts the site name after the page title', () => {
    expect(documentTitle({ title: 'Mina sidor', siteName: 'Webbutbildningar' })).toBe(
      'Mina sidor | Webbutbildningar',
    );
  });

  it('is the site name alone on the start page', () => {
    expect(documentTitle({ siteName: 'Webbutbildningar' })).toBe('Webbutbildningar');
    expect(documentTitle({ title: '  ', siteName: 'Webbutbildningar' })).toBe('Webbutbildningar');
  });

  it('is the page title alone while the site name is unknown', () => {
    expect(documentTitle({ title: 'Om kakor' })).toBe('Om kakor');
  });

  it('adds the course step with the engine rule before the site name', () => {
    expect(
      documentTitle({ title: 'Jämställdhet i skolan', step: { chapter: 2, episode: 1 }, siteName: 'Webb' }),
    ).toBe('Jämställdhet i skolan Kapitel 2 Episod 1 | Webb');
    expect(
      documentTitle({ title: 'Jämställdhet i skolan', step: { kind: 'thanks' }, siteName: 'Webb' }),
    ).toBe('Jämställdhet i skolan - Tack | Webb');
  });
});
