import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadingLevelProvider } from '../../parts/heading';
import { makeBlock } from '../../test/blocks';
import { TextBlock } from './text';

describe('text', () => {
  it('shows the title as a heading at the page level and the text under it', () => {
    render(
      <TextBlock
        block={makeBlock({
          block_id: 't1',
          name: 'text',
          title: 'Vad är jämställdhet?',
          html: '<p>Kvinnor och män ska ha <strong>samma makt</strong> att forma samhället.</p>',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vad är jämställdhet?' })).toBeInTheDocument();
    expect(screen.getByText('samma makt')).toBeInTheDocument();
  });

  it('follows the heading level it is placed under', () => {
    render(
      <HeadingLevelProvider level={3}>
        <TextBlock block={makeBlock({ block_id: 't1', name: 'text', title: 'Lagen' })} />
      </HeadingLevelProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Lagen' })).toBeInTheDocument();
  });

  it('has no heading without a title', () => {
    render(<TextBlock block={makeBlock({ block_id: 't1', name: 'text', html: '<p>Bara text.</p>' })} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Bara text.')).toBeInTheDocument();
  });

  it('removes scripts and event handlers from the HTML', () => {
    const { container } = render(
      <TextBlock
        block={makeBlock({
          block_id: 't1',
          name: 'text',
          html: '<p onclick="alert(1)">Säker text</p><script>alert(1)</script><a href="javascript:alert(1)">länk</a>',
        })}
      />,
    );
    expect(screen.getByText('Säker text')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href', 'javascript:alert(1)');
  });

  it('renders nothing when the block is empty', () => {
    const { container } = render(<TextBlock block={makeBlock({ block_id: 't1', name: 'text' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('passes native props to its root', () => {
    render(
      <TextBlock
        block={makeBlock({ block_id: 't1', name: 'text', html: '<p>Hej</p>' })}
        data-testid="root"
      />,
    );
    expect(screen.getByTestId('root')).toHaveClass('jb-text');
  });
});
