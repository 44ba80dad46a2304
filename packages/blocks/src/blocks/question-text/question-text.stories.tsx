import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnswerHarness } from '../../test/answer-harness';
import { makeBlock } from '../../test/blocks';
import { QuestionText } from './question-text';

const reflection = makeBlock({
  block_id: 'story-text',
  name: 'question-input-text',
  title: 'Ge ett exempel på en norm som styr elevernas val av gymnasieprogram',
  placeholder: 'Till exempel: ...',
});

const meta = {
  title: 'Frågor/Fritext (question-input-text, question-textarea)',
  component: QuestionText,
  args: { block: reflection },
  decorators: [
    (Story, context) => (
      <AnswerHarness
        initial={(context.parameters.answers as Record<string, string[]>) ?? {}}
        missing={context.parameters.missing as string[] | undefined}
      >
        <Story />
      </AnswerHarness>
    ),
  ],
} satisfies Meta<typeof QuestionText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `question-input-text`, empty. */
export const Empty: Story = {};

/** A saved answer is shown with its count. */
export const Answered: Story = { parameters: { answers: { 'story-text': ['Att pojkar väljer teknik'] } } };

/** A mandatory question left empty. */
export const MandatoryMissing: Story = {
  args: { block: { ...reflection, mandatory: true } },
  parameters: { missing: ['story-text'] },
};

/** `question-textarea` with a coloured field and a speech-bubble arrow. */
export const Textarea: Story = {
  args: {
    multiline: true,
    block: makeBlock({
      block_id: 'story-textarea',
      name: 'question-textarea',
      title: 'Beskriv en situation där du har märkt att elever behandlats olika utifrån kön',
      html: '<p>Skriv med egna ord. Ditt svar sparas bara för dig.</p>',
      max_length: 600,
      textarea_bgcolor: 'yellow',
      textarea_arrow: true,
    }),
  },
};

/** A full answer at the limit. */
export const AtLimit: Story = {
  args: { block: { ...reflection, max_length: 12 } },
  parameters: { answers: { 'story-text': ['Jämställdhet'] } },
};
