import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../blocks-provider/blocks-context';
import { AnswerHarness } from '../test/answer-harness';
import { makeBlock } from '../test/blocks';
import { BlockList } from './block-list';

const page = [
  makeBlock({
    block_id: 'intro-question',
    name: 'question-radio',
    title: 'Har din skola en aktuell plan mot diskriminering och kränkande behandling?',
    bgcolor: 'light',
    answers: [
      { id: 'ja', label: 'Ja' },
      { id: 'nej', label: 'Nej' },
      { id: 'vet-ej', label: 'Vet inte' },
    ],
  }),
  makeBlock({
    block_id: 'reflection',
    name: 'question-textarea',
    title: 'Vad skulle du vilja förändra först?',
    max_length: 400,
    border: true,
  }),
  makeBlock({
    block_id: 'future',
    name: 'framtida-block',
    title: 'Ett block från en nyare innehållsversion',
  }),
];

const meta = {
  title: 'Rendering/BlockList',
  component: BlockList,
  args: { blocks: page },
  decorators: [
    (Story) => (
      <AnswerHarness>
        <Story />
      </AnswerHarness>
    ),
  ],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of mixed blocks. The unknown block shows a warning here, as in development. */
export const Page: Story = {};

/** Visitors never see unknown blocks. */
export const AsVisitor: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider development={false}>
        <Story />
      </BlocksProvider>
    ),
  ],
};

/** Another site's wording through `labels`, without a fork. */
export const EnglishLabels: Story = {
  args: {
    blocks: [
      makeBlock({
        block_id: 'english',
        name: 'question-radio',
        title: 'Which law prohibits discrimination in schools?',
        mandatory: true,
        has_correction: true,
        answers: [
          { id: 'a', label: 'The Discrimination Act', correct: true },
          { id: 'b', label: 'The Planning and Building Act' },
        ],
      }),
    ],
  },
  decorators: [
    (Story) => (
      <BlocksProvider
        labels={{
          'question.check': 'Check answer',
          'question.mandatory': '(required)',
          'question.correct': 'Correct answer',
          'question.wrong': 'Wrong answer',
          'question.correctHeading': 'Correct!',
          'question.wrongHeading': 'Not quite.',
        }}
      >
        <div lang="en">
          <Story />
        </div>
      </BlocksProvider>
    ),
  ],
};
