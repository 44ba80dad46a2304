import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { ListEducations } from './list-educations';
import { educations, FIXTURE_NOW } from './list-educations.fixtures';

const meta = {
  title: 'Utbildning/Utbildningslista (list-educations)/Interaktion',
  component: ListEducations,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({ block_id: 'play-list', name: 'list-educations', title: 'Alla webbutbildningar' }),
  },
  decorators: [
    (Story) => (
      <BlocksProvider api={{ listEducations: async () => educations }} now={() => FIXTURE_NOW}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof ListEducations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: check a filter, hear the new count, remove it with its tag, clear all. */
export const FilterWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText('Visar 5 utbildningar');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Arbetsliv' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent('Visar 2 utbildningar');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Förskola' })).toBeChecked();
    await expect(status).toHaveTextContent('Visar 3 utbildningar');

    const remove = canvas.getByRole('button', { name: 'Ta bort filter: Arbetsliv' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox', { name: 'Arbetsliv' })).not.toBeChecked();
    await expect(status).toHaveTextContent('Visar 1 utbildning');
    // Focus stays in the tags, on the tag that took the removed one's place.
    await expect(canvas.getByRole('button', { name: 'Ta bort filter: Förskola' })).toHaveFocus();

    canvas.getByRole('button', { name: 'Rensa alla' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Visar 5 utbildningar');
    await expect(canvas.queryByRole('button', { name: 'Rensa alla' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Arbetsliv' })).toHaveFocus();
  },
};
