import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnswerHarness } from '../../test/answer-harness';
import { makeBlock } from '../../test/blocks';
import { QuestionChoice } from './question-choice';

const question = makeBlock({
  block_id: 'play-radio',
  name: 'question-radio',
  title: 'Vilken lag förbjuder diskriminering i skolan?',
  has_correction: true,
  answers: [
    { id: 'dl', label: 'Diskrimineringslagen', correct: true },
    { id: 'pbl', label: 'Plan- och bygglagen' },
  ],
});

const onAnswer = fn();

const meta = {
  title: 'Frågor/Flerval/Interaktion',
  component: QuestionChoice,
  tags: ['!autodocs'],
  args: { block: question },
  decorators: [
    (Story) => (
      <AnswerHarness onAnswer={onAnswer}>
        <Story />
      </AnswerHarness>
    ),
  ],
} satisfies Meta<typeof QuestionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: choose a wrong answer, check it, hear the feedback, then fix it. */
export const AnswerWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onAnswer.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Diskrimineringslagen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Plan- och bygglagen' })).toBeChecked();
    await expect(onAnswer).toHaveBeenLastCalledWith(
      expect.objectContaining({ blockId: 'play-radio', values: ['pbl'], part: 'normal' }),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Fel svar');
    await userEvent.click(canvas.getByRole('radio', { name: 'Diskrimineringslagen' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Rätta svaret' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Rätt svar');
  },
};

// A course that gives a certificate sends its questions without the key (`check_on_server`);
// the host's `checkAnswers` asks the server. Here it answers like the server would.
const checkAnswers = fn(
  async (_educationId: number, answers: Array<{ block_id: string; values: string[] }>) =>
    answers.map(({ block_id, values }) =>
      values[0] === 'dl'
        ? { block_id, result: 'correct' as const, heading: 'Just det.' }
        : { block_id, result: 'wrong' as const, description: 'Plan- och bygglagen gäller byggande.' },
    ),
);

/** Checked on the server: the feedback comes from the check call, announced like the inline one. */
export const CheckedOnServer: Story = {
  args: {
    block: makeBlock({
      ...question,
      check_on_server: true,
      answers: [
        { id: 'dl', label: 'Diskrimineringslagen' },
        { id: 'pbl', label: 'Plan- och bygglagen' },
      ],
    }),
  },
  decorators: [
    (Story) => (
      <AnswerHarness api={{ checkAnswers }} education={{ id: 100 } as never}>
        <Story />
      </AnswerHarness>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Plan- och bygglagen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rätta svaret' }));
    await expect(await canvas.findByText('Plan- och bygglagen gäller byggande.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Fel svar');
    await expect(checkAnswers).toHaveBeenLastCalledWith(100, [{ block_id: 'play-radio', values: ['pbl'] }]);
  },
};
