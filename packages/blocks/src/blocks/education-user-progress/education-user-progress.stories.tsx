import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BlocksContextValue, BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { storyEducation, storyProgress, storyUser } from '../education-presentation/story-education';
import { EducationUserProgress } from './education-user-progress';

const meta = {
  title: 'Utbildning/Framsteg (education-user-progress)',
  component: EducationUserProgress,
  args: { block: makeBlock({ block_id: 'story-user-progress', name: 'education-user-progress' }) },
  decorators: [
    (Story, context) => (
      <BlocksProvider {...(context.parameters.blocks as BlocksContextValue | undefined)}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof EducationUserProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing done yet in the current education. */
export const NotStarted: Story = { parameters: { blocks: { education: storyEducation() } } };

/** One of three chapters done, from the saved progress. */
export const InProgress: Story = {
  parameters: { blocks: { education: storyEducation(), progress: storyProgress } },
};

/** A logged-in learner's answers sent with the education. */
export const LoggedIn: Story = {
  parameters: {
    blocks: { education: storyEducation({ user: { answers: storyProgress.entries } }), user: storyUser },
  },
};

/** Explicit `done` and `total`, without an education. */
export const Explicit: Story = { args: { done: 4, total: 5 } };

/** Every chapter done. */
export const Finished: Story = { args: { done: 5, total: 5 } };

/** An education without chapters. */
export const NoChapters: Story = { args: { done: 0, total: 0 } };

/** The block's own title as the label. */
export const WithTitle: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-titled',
      name: 'education-user-progress',
      title: 'Så långt har du kommit',
    }),
    done: 2,
    total: 6,
  },
};

/** No education and no numbers: the block renders nothing. */
export const Empty: Story = {};
