import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider, type LinkComponent } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { LinkButton } from './link-button';

const start = makeBlock({
  block_id: 'lb1',
  name: 'link-button',
  button: { text: 'Börja utbildningen', url: '/jamstalld-skola/1/1/1' },
});

const navigate = vi.fn();

// A router's link: it handles the click itself instead of letting the browser load the page.
const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

describe('link-button', () => {
  it('is a link with the button text, styled as a button', () => {
    render(<LinkButton block={start} />);
    const link = screen.getByRole('link', { name: 'Börja utbildningen' });
    expect(link).toHaveAttribute('href', '/jamstalld-skola/1/1/1');
    expect(link).toHaveClass('jb-button');
    expect(link).not.toHaveAttribute('target');
  });

  it('uses the host link component, so the router handles the click', async () => {
    render(
      <BlocksProvider linkComponent={RouterLink}>
        <LinkButton block={start} />
      </BlocksProvider>,
    );
    screen.getByRole('link').focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/jamstalld-skola/1/1/1');
  });

  it('says that an external link opens in a new window', () => {
    render(
      <LinkButton
        block={{
          ...start,
          button: { text: 'Läs lagen', url: 'https://www.riksdagen.se/lagen', external: true },
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Läs lagen (öppnas i nytt fönster)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes an aria label from content', () => {
    render(
      <LinkButton
        block={{
          ...start,
          button: {
            text: 'Börja',
            url: '/x',
            external: false,
            aria_label: 'Börja utbildningen Jämställd skola',
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Börja utbildningen Jämställd skola' })).toBeInTheDocument();
  });

  it('renders nothing without a button', () => {
    const { container } = render(<LinkButton block={{ ...start, button: undefined }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
