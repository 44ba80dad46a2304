import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { LinkButton } from './link-button';

const block = makeBlock({
  block_id: 'story-link-button',
  name: 'link-button',
  button: { text: 'Börja utbildningen', url: '/jamstalld-skola/1/1/1' },
});

const meta = {
  title: 'Innehåll/Länkknapp (link-button)',
  component: LinkButton,
  args: { block },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal link. */
export const Internal: Story = {};

/** An external link says that it opens in a new window. */
export const External: Story = {
  args: {
    block: {
      ...block,
      button: { text: 'Läs diskrimineringslagen', url: 'https://www.riksdagen.se', external: true },
    },
  },
};

/** A long Swedish text wraps inside the button. */
export const LongText: Story = {
  args: {
    block: {
      ...block,
      button: {
        text: 'Ladda ner Jämställdhetsmyndighetens vägledning för jämställdhetsintegrering i kommuner och regioner',
        url: 'https://www.jamstalldhetsmyndigheten.se',
        external: true,
      },
    },
  },
};
