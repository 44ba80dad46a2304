import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock } from '../../test/blocks';
import { ImageBlock } from './image';

const schoolyard = makeBlock({
  block_id: 'i1',
  name: 'image',
  image: {
    url: '/bilder/skolgard.jpg',
    alt: 'Elever som spelar fotboll på skolgården',
    width: 800,
    height: 533,
  },
  image_title: 'Vem tar plats på skolgården?',
  image_text: '<p>Fotbollsplanen används ofta mest av pojkar.</p>',
});

describe('image', () => {
  it('is a figure with the image, its text alternative and a caption', () => {
    render(<ImageBlock block={schoolyard} />);
    // Browsers name the figure by its figcaption; jsdom does not, so check the caption itself.
    const caption = screen.getByRole('figure').querySelector('figcaption');
    expect(caption).toHaveTextContent('Vem tar plats på skolgården?');
    const image = screen.getByRole('img', { name: 'Elever som spelar fotboll på skolgården' });
    expect(image).toHaveAttribute('src', '/bilder/skolgard.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(screen.getByRole('heading', { name: 'Vem tar plats på skolgården?' })).toBeInTheDocument();
    expect(screen.getByText('Fotbollsplanen används ofta mest av pojkar.')).toBeInTheDocument();
  });

  it('hides a decorative image (empty alt) from screen readers', () => {
    const { container } = render(
      <ImageBlock block={{ ...schoolyard, image: { url: '/bilder/monster.svg', alt: '' } }} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('puts the image first on the left and on top, and the caption first on the right and below', () => {
    const order = (position: 'left' | 'right' | 'top' | 'bottom') => {
      const { container, unmount } = render(
        <ImageBlock block={{ ...schoolyard, image_position: position }} />,
      );
      const figure = container.querySelector('figure');
      const tags = [...(figure?.children ?? [])].map((child) => child.tagName);
      expect(figure).toHaveAttribute('data-position', position);
      unmount();
      return tags;
    };
    expect(order('left')).toEqual(['IMG', 'FIGCAPTION']);
    expect(order('top')).toEqual(['IMG', 'FIGCAPTION']);
    expect(order('right')).toEqual(['FIGCAPTION', 'IMG']);
    expect(order('bottom')).toEqual(['FIGCAPTION', 'IMG']);
  });

  it('defaults to the image on top', () => {
    const { container } = render(<ImageBlock block={{ ...schoolyard, image_position: undefined }} />);
    expect(container.querySelector('figure')).toHaveAttribute('data-position', 'top');
  });

  it('shows an image without caption', () => {
    render(<ImageBlock block={{ ...schoolyard, image_title: undefined, image_text: undefined }} />);
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders nothing without image and caption', () => {
    const { container } = render(<ImageBlock block={makeBlock({ block_id: 'i2', name: 'image' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
