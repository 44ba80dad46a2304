import type { Preview } from '@storybook/react-vite';
import { BlocksProvider } from '../packages/blocks/src/blocks-provider/blocks-context';
import { loadAllCode } from '../packages/blocks/src/course/load-all-code';
import '../packages/blocks/src/styles.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  // Each block's and course step's code loads by use; a story shows at once, as a drawn page does.
  loaders: [loadAllCode],
  decorators: [
    (Story) => (
      <BlocksProvider development>
        {/* Stories sit in a block list, as blocks do on a page, so list-level styles apply. */}
        <main lang="sv" className="jb-block-list">
          <Story />
        </main>
      </BlocksProvider>
    ),
  ],
};

export default preview;
