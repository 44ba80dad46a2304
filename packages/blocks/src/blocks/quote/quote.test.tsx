import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock } from '../../test/blocks';
import { Quote } from './quote';

const quote = makeBlock({
  block_id: 'q1',
  name: 'quote',
  html: '<p>Det är inte kvinnorna som ska ändras, det är strukturerna.</p>',
  title: 'Deltagare i utbildningen',
});

describe('quote', () => {
  it('is a figure with the quotation in a blockquote and the source as its caption', () => {
    const { container } = render(<Quote block={quote} />);
    const figure = screen.getByRole('figure');
    const blockquote = container.querySelector('blockquote');
    expect(figure).toContainElement(blockquote);
    expect(blockquote).toHaveTextContent('Det är inte kvinnorna som ska ändras, det är strukturerna.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Deltagare i utbildningen');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('has no caption without a source', () => {
    const { container } = render(<Quote block={{ ...quote, title: undefined }} />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('renders nothing without a quotation', () => {
    const { container } = render(<Quote block={{ ...quote, html: undefined }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
