import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { CardsMultiple } from './cards-multiple';

const cards = makeBlock({
  block_id: 'cm1',
  name: 'cards-multiple',
  title: 'Begrepp',
  items: [
    { front: { title: 'Jämställdhet' }, back: { text: 'Lika makt att forma samhället och sina liv.' } },
    { front: { title: 'Jämlikhet' }, back: { html: '<p>Alla människors lika värde.</p>' } },
    { front: { title: 'Genus' }, back: { title: 'Socialt kön', text: 'Föreställningar om kön.' } },
  ],
});

const reverse = <T,>(items: readonly T[]) => [...items].reverse();

function cardTitles() {
  return within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('cards-multiple', () => {
  it('orders the cards with the shuffle from the provider', () => {
    render(
      <BlocksProvider shuffle={reverse}>
        <CardsMultiple block={cards} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Begrepp' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(cardTitles()).toEqual(['Genus', 'Jämlikhet', 'Jämställdhet']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shuffles at random once per mount, not on every render', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const { rerender } = render(<CardsMultiple block={cards} />);
    // With random() = 0 Fisher–Yates moves each last item to the front.
    expect(cardTitles()).toEqual(['Jämlikhet', 'Genus', 'Jämställdhet']);
    const calls = random.mock.calls.length;
    rerender(<CardsMultiple block={{ ...cards }} />);
    expect(random.mock.calls.length).toBe(calls);
    expect(cardTitles()).toEqual(['Jämlikhet', 'Genus', 'Jämställdhet']);
    random.mockRestore();
  });

  it('turns a card with its button: the back is hidden from screen readers until shown', async () => {
    render(
      <BlocksProvider shuffle={(items) => [...items]}>
        <CardsMultiple block={cards} />
      </BlocksProvider>,
    );
    const button = screen.getByRole('button', { name: 'Vänd kortet: Jämställdhet' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByText('Lika makt att forma samhället och sina liv.').closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Jämställdhet' })).toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveFocus();
    const back = screen.getByText('Lika makt att forma samhället och sina liv.');
    expect(back.closest('[aria-hidden]')).toBeNull();
    expect(back.closest('[inert]')).toBeNull();
    // The front is now the hidden side.
    expect(screen.queryByRole('heading', { name: 'Jämställdhet' })).not.toBeInTheDocument();
    // Other cards stay as they were.
    expect(screen.getByRole('button', { name: 'Vänd kortet: Jämlikhet' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Jämställdhet' })).toBeInTheDocument();
  });

  it('marks the hidden side inert so Tab cannot reach links on it', () => {
    const { container } = render(
      <CardsMultiple
        block={makeBlock({
          block_id: 'cm2',
          name: 'cards-multiple',
          items: [{ front: { title: 'Lagen' }, back: { html: '<p><a href="/lagen">Läs lagen</a></p>' } }],
        })}
      />,
    );
    const back = container.querySelector('[data-side="back"]');
    expect(back).toHaveAttribute('inert');
    expect(back).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-side="front"]')).not.toHaveAttribute('inert');
  });

  it('turns with Enter and Space', async () => {
    render(<CardsMultiple block={{ ...cards, items: cards.items?.slice(0, 1) }} />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: /Vänd kortet/ });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no button on a card without a back', () => {
    render(
      <CardsMultiple
        block={makeBlock({ block_id: 'cm3', name: 'cards-multiple', items: [{ title: 'Bara framsida' }] })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bara framsida' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the button texts from the provider', () => {
    render(
      <BlocksProvider
        labels={{
          'cardsMultiple.flip': 'Visa baksidan',
          'cardsMultiple.flipNamed': 'Visa baksidan av {title}',
        }}
      >
        <CardsMultiple block={cards} />
      </BlocksProvider>,
    );
    const button = screen.getByRole('button', { name: 'Visa baksidan av Genus' });
    expect(button).toHaveTextContent('Visa baksidan');
  });

  it('names the button by its visible text alone when the card has no title', () => {
    render(
      <CardsMultiple
        block={makeBlock({
          block_id: 'cm5',
          name: 'cards-multiple',
          items: [{ front: { text: 'Hur många procent?' }, back: { text: '70 procent' } }],
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Vänd kortet' })).toBeInTheDocument();
  });

  it('renders nothing when the block is empty', () => {
    const { container } = render(
      <CardsMultiple block={makeBlock({ block_id: 'cm4', name: 'cards-multiple' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
