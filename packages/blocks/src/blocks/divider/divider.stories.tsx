import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { Divider } from './divider';

const meta = {
  title: 'Innehåll/Avdelare (divider)',
  component: Divider,
  args: { block: makeBlock({ block_id: 'story-divider', name: 'divider' }) },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line on its own. */
export const Default: Story = {};

/** Between two parts of a page. */
export const BetweenText: Story = {
  decorators: [
    (Story) => (
      <>
        <p>Del 1 handlar om vad jämställdhet är och varför det är ett politiskt mål i Sverige.</p>
        <Story />
        <p>Del 2 handlar om hur du kan arbeta med jämställdhet i din egen verksamhet.</p>
      </>
    ),
  ],
};
