import * as engine from '@jamstalldhet/blocks/engine';
import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

// The rule itself is tested with the engine (packages/blocks/src/engine/html/meta.test.ts).
describe('documentTitle', () => {
  it('is the engine rule, not a copy of it', () => {
    expect(documentTitle).toBe(engine.documentTitle);
  });

  it('names a course step with the site name', () => {
    expect(documentTitle({ title: 'Kurs', step: { chapter: 2 }, siteName: 'Webb' })).toBe(
      'Kurs Kapitel 2 | Webb',
    );
  });
});
