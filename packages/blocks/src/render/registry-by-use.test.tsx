import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeBlock } from '../test/blocks';
import { BlockList } from './block-list';
import { blockRegistry } from './registry';
import { loadBlocks, blockRegistry as registryByUse } from './registry-by-use';

// The site's browser build puts registry-by-use.ts in place of registry.ts (issue 25).
describe('the registry whose blocks load by use', () => {
  it('names the same blocks, each loading the very component the registry has', async () => {
    expect(Object.keys(registryByUse).sort()).toEqual(Object.keys(blockRegistry).sort());
    await loadBlocks(Object.keys(blockRegistry));
    for (const [name, Eager] of Object.entries(blockRegistry)) {
      const byUse = registryByUse[name] as
        | ((props: { block: unknown }) => { type?: unknown } | null)
        | undefined;
      const element = byUse?.({ block: makeBlock({ block_id: 'b', name }) });
      expect(element?.type, name).toBe(Eager);
    }
  });

  it('suspends a block until its code is here, then shows it; once loaded it renders at once', async () => {
    // The module anew, none of its blocks loaded yet.
    vi.resetModules();
    const fresh = (await import('./registry-by-use')).blockRegistry;
    const text = makeBlock({ block_id: 't1', name: 'text', title: 'Rubriken', html: '<p>Brödtext</p>' });
    const { unmount } = render(
      <Suspense fallback={<p>Laddar …</p>}>
        <BlockList blocks={[text]} registry={fresh} />
      </Suspense>,
    );
    expect(screen.getByText('Laddar …')).toBeInTheDocument();
    expect(await screen.findByText('Brödtext')).toBeInTheDocument();
    unmount();
    render(<BlockList blocks={[text]} registry={fresh} />);
    expect(screen.getByText('Brödtext')).toBeInTheDocument();
  });

  it('leaves out names it does not have, prototype names too', async () => {
    await expect(loadBlocks(['no-such-block', 'constructor', '__proto__', 'text'])).resolves.toBeUndefined();
  });
});
