import type { Block } from '@jamstalldhet/contract';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PreviewPanel } from './preview-panel';

// As in the site's build (build/blocks-by-use.ts): RichText renders content HTML as it is given,
// trusting the API to have sanitized it. A preview shows what the browser holds before any
// save, so the panel must sanitize it itself.
vi.mock('../../../../../packages/blocks/src/parts/rendered-html', () => ({
  renderedHtml: (html: string) => html,
}));

const hostile = {
  block_id: 'b1',
  name: 'text',
  title: 'Rubrik',
  html: '<p>Hej<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>',
  part: 'normal',
  visibility: 'all',
} as unknown as Block;

describe('the editor’s preview', () => {
  it('sanitizes a draft’s HTML before it is shown', () => {
    const { container } = render(<PreviewPanel blocks={[hostile]} part="normal" />);
    expect(container.querySelector('.jb-rich-text')?.innerHTML).toBe('<p>Hej<img src="x" alt=""></p>');
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });
});
