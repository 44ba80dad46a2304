import { PageSchema } from '@jamstalldhet/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContentWarnings } from './content-warnings';

const page = (alt: string) =>
  PageSchema.parse({
    id: 1,
    slug: 'om',
    title: 'Om',
    components: [{ block_id: 'b-bild0000001', name: 'image', image: { url: '/api/images/1', alt } }],
  });

describe('ContentWarnings', () => {
  it('lists a varning with a link that opens its field', async () => {
    const onShow = vi.fn();
    render(<ContentWarnings document={page('IMG_2041.jpg')} onShow={onShow} />);
    expect(screen.getByText('1 varning om tillgänglighet').tagName).toBe('SUMMARY');
    await userEvent.click(
      screen.getByRole('link', { name: /^Block 1 \(Bild\): Alternativtexten är bildens filnamn/ }),
    );
    expect(onShow).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'components[0].image.alt', blockId: 'b-bild0000001' }),
    );
  });

  it('shows nothing without varningar', () => {
    const { container } = render(
      <ContentWarnings document={page('Två kollegor vid ett bord')} onShow={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
