import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { CardsMultiple } from './cards-multiple';

const keepOrder = <T,>(items: readonly T[]) => [...items];

const meta = {
  title: 'Innehåll/Vändkort/Interaktion',
  component: CardsMultiple,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({
      block_id: 'play-cards',
      name: 'cards-multiple',
      items: [
        {
          front: { title: 'Vad är genus?' },
          back: {
            text: 'Föreställningar om vad som är kvinnligt och manligt.',
            html: '<p><a href="/genus">Läs mer</a></p>',
          },
        },
        {
          front: { title: 'Vad är en norm?' },
          back: { text: 'En oskriven regel för hur vi förväntas vara.' },
        },
      ],
    }),
  },
  decorators: [
    (Story) => (
      <BlocksProvider shuffle={keepOrder}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof CardsMultiple>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter turns the card, its link becomes reachable, Space turns the next one. */
export const FlipWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Vänd kortet: Vad är genus?' });
    // The hidden back is inert; user-event's Tab does not know `inert` (browsers do), so start on the button.
    first.focus();
    await expect(canvas.queryByRole('link', { name: 'Läs mer' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveFocus();
    await expect(canvas.getByText('Föreställningar om vad som är kvinnligt och manligt.')).toBeVisible();
    // The back's link now comes before the button in the Tab order.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Läs mer' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Vänd kortet: Vad är en norm?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-pressed', 'false');
  },
};
