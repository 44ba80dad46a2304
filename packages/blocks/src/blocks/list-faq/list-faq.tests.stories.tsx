import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeBlock } from '../../test/blocks';
import { ListFaq } from './list-faq';

const meta = {
  title: 'Innehåll/Vanliga frågor/Interaktion',
  component: ListFaq,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({
      block_id: 'play-faq',
      name: 'list-faq',
      items: [
        { question: 'Vad är jämställdhet?', answer: '<p>Lika makt att forma samhället och sina liv.</p>' },
        { question: 'Vad är ett jämställdhetsmål?', answer: '<p>Ett mål som riksdagen har beslutat.</p>' },
        { question: 'Vad är jämställdhetsintegrering?', answer: '<p>Den strategi Sverige använder.</p>' },
        { question: 'Vad är könsuppdelad statistik?', answer: '<p>Statistik redovisad per kön.</p>' },
      ],
    }),
  },
} satisfies Meta<typeof ListFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open one answer with Enter, another with Space, then all and none. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Visa alla' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Vad är jämställdhet?' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Lika makt att forma samhället och sina liv.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Vad är ett jämställdhetsmål?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Visa alla' }));
    await expect(canvas.getByText('Statistik redovisad per kön.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dölj alla' }));
    await expect(canvas.getByText('Statistik redovisad per kön.')).not.toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};
