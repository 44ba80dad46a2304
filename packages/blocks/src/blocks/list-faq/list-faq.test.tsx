import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { ListFaq } from './list-faq';

const faq = makeBlock({
  block_id: 'faq1',
  name: 'list-faq',
  title: 'Vanliga frågor',
  items: [
    { question: 'Vad är aktiva åtgärder?', answer: '<p>Ett förebyggande arbete mot diskriminering.</p>' },
    { title: 'Vem ansvarar?', html: '<p>Arbetsgivaren och utbildningsanordnaren.</p>' },
    { title: 'Hur ofta?', text: 'Arbetet ska pågå löpande.' },
  ],
});

const fiveItems = {
  ...faq,
  items: [
    ...(faq.items ?? []),
    { question: 'Ska lönekartläggning göras?', answer: '<p>Ja, varje år.</p>' },
    { question: 'Vem granskar?', answer: '<p>Diskrimineringsombudsmannen.</p>' },
  ],
};

describe('list-faq', () => {
  it('shows each question as a heading with a closed disclosure button', () => {
    render(<ListFaq block={faq} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vanliga frågor' })).toBeInTheDocument();
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((heading) => heading.textContent)).toEqual([
      'Vad är aktiva åtgärder?',
      'Vem ansvarar?',
      'Hur ofta?',
    ]);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('Ett förebyggande arbete mot diskriminering.')).not.toBeVisible();
  });

  it('opens and closes an answer with a click, and the button controls the answer', async () => {
    render(<ListFaq block={faq} />);
    const button = screen.getByRole('button', { name: 'Vad är aktiva åtgärder?' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByText('Ett förebyggande arbete mot diskriminering.');
    expect(answer).toBeVisible();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(answer);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('toggles with Enter and Space, and keeps the others as they are', async () => {
    render(<ListFaq block={faq} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Vad är aktiva åtgärder?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Vem ansvarar?' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Ett förebyggande arbete mot diskriminering.')).toBeVisible();
    expect(screen.getByText('Arbetsgivaren och utbildningsanordnaren.')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Arbetsgivaren och utbildningsanordnaren.')).not.toBeVisible();
    expect(screen.getByText('Ett förebyggande arbete mot diskriminering.')).toBeVisible();
  });

  it('shows a plain text answer', async () => {
    render(<ListFaq block={faq} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hur ofta?' }));
    expect(screen.getByText('Arbetet ska pågå löpande.')).toBeVisible();
  });

  it('has no "Visa alla" with three items or fewer', () => {
    render(<ListFaq block={faq} />);
    expect(screen.queryByRole('button', { name: 'Visa alla' })).not.toBeInTheDocument();
  });

  it('opens and closes all items with "Visa alla" and "Dölj alla"', async () => {
    render(<ListFaq block={fiveItems} />);
    await userEvent.click(screen.getByRole('button', { name: 'Visa alla' }));
    const questions = screen.getAllByRole('button', { expanded: true });
    expect(questions).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Dölj alla' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Visa alla' })).toBeInTheDocument();
  });

  it('says "Dölj alla" once every item is opened one by one', async () => {
    render(<ListFaq block={fiveItems} />);
    for (const button of screen.getAllByRole('button', { expanded: false })) {
      await userEvent.click(button);
    }
    expect(screen.getByRole('button', { name: 'Dölj alla' })).toBeInTheDocument();
  });

  it('puts the questions at the page level when the block has no title', () => {
    render(<ListFaq block={{ ...faq, title: undefined }} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('takes its texts from the provider', () => {
    render(
      <BlocksProvider labels={{ 'listFaq.showAll': 'Öppna alla svar' }}>
        <ListFaq block={fiveItems} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('button', { name: 'Öppna alla svar' })).toBeInTheDocument();
  });

  it('renders nothing when the block is empty', () => {
    const { container } = render(<ListFaq block={makeBlock({ block_id: 'faq2', name: 'list-faq' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
