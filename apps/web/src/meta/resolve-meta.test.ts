import * as engine from '@jamstalldhet/blocks/engine';
import { describe, expect, it } from 'vitest';
import { headerMeta } from './page-meta';
import { resolveMeta } from './resolve-meta';

// The rule itself is tested with the engine (packages/blocks/src/engine/html/meta.test.ts).
describe('resolveMeta', () => {
  it('is the engine rule, not a copy of it', () => {
    expect(resolveMeta).toBe(engine.resolveMeta);
  });

  it('takes the meta the site builds from a page header', () => {
    const share = { title: 'Webbutbildningar', description: 'Standard', site_name: 'Webb' };
    const meta = headerMeta('Om kakor', { desc: 'Så använder vi kakor.' });
    const { title, tags } = resolveMeta(meta, share, 'https://example.se/om-kakor');
    expect(title).toBe('Om kakor | Webb');
    expect(tags.find((tag) => tag.key === 'og:description')?.content).toBe('Så använder vi kakor.');
  });
});
