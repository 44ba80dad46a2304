import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider, type LinkComponent } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { CardFull } from './card-full';

const button = { text: 'Till utbildningen', url: '/jamstalld-forskola', external: false };
const card = makeBlock({
  block_id: 'c1',
  name: 'card-full',
  title: 'Jämställd förskola',
  html: '<p>En utbildning för dig som arbetar i förskolan.</p>',
  image: { url: '/bilder/forskola.jpg', alt: 'Barn som bygger med klossar' },
  button,
});

const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} data-router="true" {...rest}>
    {children}
  </a>
);

describe('card-full', () => {
  it('shows image, title, text and the link', () => {
    render(<CardFull block={card} />);
    expect(screen.getByRole('img', { name: 'Barn som bygger med klossar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jämställd förskola' })).toBeInTheDocument();
    expect(screen.getByText('En utbildning för dig som arbetar i förskolan.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Till utbildningen' });
    expect(link).toHaveAttribute('href', '/jamstalld-forskola');
    expect(link).not.toHaveAttribute('target');
  });

  it('goes through the host link component for internal links', () => {
    render(
      <BlocksProvider linkComponent={RouterLink}>
        <CardFull block={card} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'true');
  });

  it('opens an external link in a new window and says so', () => {
    render(
      <CardFull
        block={{
          ...card,
          button: { text: 'Läs rapporten', url: 'https://example.se/rapport', external: true },
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Läs rapporten (öppnas i nytt fönster)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the aria label of the button when content gives one', () => {
    render(
      <CardFull
        block={{ ...card, button: { ...button, aria_label: 'Till utbildningen Jämställd förskola' } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Till utbildningen Jämställd förskola' })).toBeInTheDocument();
  });

  it('places the image after the text when it is on the right', () => {
    const { container } = render(<CardFull block={{ ...card, image_position: 'right' }} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-image-position', 'right');
    expect(root?.lastElementChild).toContainElement(screen.getByRole('img'));
  });

  it('works without image and without button', () => {
    const { container } = render(<CardFull block={{ ...card, image: undefined, button: undefined }} />);
    expect(container.firstElementChild).not.toHaveAttribute('data-image-position');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toBeInTheDocument();
  });

  it('renders nothing when the block is empty', () => {
    const { container } = render(<CardFull block={makeBlock({ block_id: 'c2', name: 'card-full' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
