import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { FactsBox } from './facts-box';

const facts = makeBlock({
  block_id: 'f1',
  name: 'facts-box',
  box_title: 'Visste du att…',
  box_text: '<p>Kvinnor tar ut cirka 70 procent av föräldrapenningdagarna.</p>',
  icon: 'info',
});

describe('facts-box', () => {
  it('is a complementary region named by its title', () => {
    render(<FactsBox block={facts} />);
    const box = screen.getByRole('complementary', { name: 'Visste du att…' });
    expect(box.tagName).toBe('ASIDE');
    expect(screen.getByRole('heading', { name: 'Visste du att…' })).toBeInTheDocument();
    expect(box).toHaveTextContent('Kvinnor tar ut cirka 70 procent av föräldrapenningdagarna.');
  });

  it('falls back to title and html', () => {
    render(
      <FactsBox
        block={makeBlock({
          block_id: 'f2',
          name: 'facts-box',
          title: 'Lagen',
          html: '<p>Diskrimineringslagen</p>',
        })}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Lagen' })).toHaveTextContent('Diskrimineringslagen');
  });

  it('is named "Faktaruta" without a title, and the host can rename it', () => {
    const block = { ...facts, box_title: undefined };
    const { unmount } = render(<FactsBox block={block} />);
    expect(screen.getByRole('complementary', { name: 'Faktaruta' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    render(
      <BlocksProvider labels={{ 'factsBox.label': 'Fakta' }}>
        <FactsBox block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('complementary', { name: 'Fakta' })).toBeInTheDocument();
  });

  it('shows the icon as decoration only', () => {
    const { container } = render(<FactsBox block={{ ...facts, icon: 'warning' }} />);
    const icon = container.querySelector('.jb-facts-box__icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveTextContent('!');
  });

  it('has no icon when none is asked for', () => {
    const { container } = render(<FactsBox block={{ ...facts, icon: undefined }} />);
    expect(container.querySelector('.jb-facts-box__icon')).toBeNull();
  });

  it('renders nothing when the block is empty', () => {
    const { container } = render(<FactsBox block={makeBlock({ block_id: 'f3', name: 'facts-box' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
