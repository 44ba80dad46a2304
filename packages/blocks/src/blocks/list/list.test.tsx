import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock } from '../../test/blocks';
import { ListBlock } from './list';

const steps = makeBlock({
  block_id: 'l1',
  name: 'list',
  title: 'Så kommer ni igång',
  items: [
    { title: 'Kartlägg', text: 'Ta fram könsuppdelad statistik.' },
    { title: 'Analysera', html: '<p>Vad säger <em>siffrorna</em>?</p>' },
    { title: 'Åtgärda' },
  ],
});

describe('list', () => {
  it('is a bulleted list by default, under its title', () => {
    render(<ListBlock block={steps} />);
    expect(screen.getByRole('heading', { name: 'Så kommer ni igång' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('KartläggTa fram könsuppdelad statistik.');
    expect(within(items[1] as HTMLElement).getByText('siffrorna').tagName).toBe('EM');
  });

  it("is a numbered list when type is 'numbered'", () => {
    render(<ListBlock block={{ ...steps, type: 'numbered' }} />);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it('takes the items from block.list too', () => {
    render(
      <ListBlock
        block={{ ...steps, items: undefined, list: [{ text: 'Lika lön' }, { text: 'Lika makt' }] }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lika lön',
      'Lika makt',
    ]);
  });

  it('marks known icon bullets, and only on bulleted lists', () => {
    const { container, rerender } = render(<ListBlock block={{ ...steps, icon: 'check' }} />);
    expect(container.querySelector('.jb-list')).toHaveAttribute('data-icon', 'check');
    rerender(<ListBlock block={{ ...steps, icon: 'raket' }} />);
    expect(container.querySelector('.jb-list')).not.toHaveAttribute('data-icon');
    rerender(<ListBlock block={{ ...steps, icon: 'check', type: 'numbered' }} />);
    expect(container.querySelector('.jb-list')).not.toHaveAttribute('data-icon');
  });

  it('shows the title without an empty list when there are no items', () => {
    render(<ListBlock block={{ ...steps, items: [] }} />);
    expect(screen.getByRole('heading')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders nothing when the block is empty', () => {
    const { container } = render(<ListBlock block={makeBlock({ block_id: 'l2', name: 'list' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
