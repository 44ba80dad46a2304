import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnswerHarness } from '../../test/answer-harness';
import { makeBlock } from '../../test/blocks';
import { QuestionChoice } from './question-choice';

const genderQuestion = makeBlock({
  block_id: 'story-radio',
  name: 'question-radio',
  title: 'Vad betyder jämställdhet?',
  html: '<p>Välj det svar som stämmer bäst med den svenska jämställdhetspolitikens mål.</p>',
  has_correction: true,
  answers: [
    {
      id: 'a',
      label: 'Att kvinnor och män har samma makt att forma samhället och sina egna liv',
      correct: true,
    },
    { id: 'b', label: 'Att alla ska behandlas exakt likadant oavsett behov' },
    { id: 'c', label: 'Att det finns lika många kvinnor som män på varje arbetsplats' },
  ],
  correct_heading: 'Rätt!',
  correct_description: '<p>Jämställdhet handlar om makt, inflytande och möjligheter.</p>',
  wrong_heading: 'Inte riktigt.',
  wrong_description: '<p>Jämställdhet handlar om lika makt att forma samhället och sina egna liv.</p>',
});

const meta = {
  title: 'Frågor/Flerval (question-radio, question-checkbox)',
  component: QuestionChoice,
  args: { block: genderQuestion },
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
} satisfies Meta<typeof QuestionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing answered yet. */
export const Empty: Story = {};

/** A saved correct answer shows its feedback. */
export const AnsweredCorrect: Story = { parameters: { answers: { 'story-radio': ['a'] } } };

/** A saved wrong answer shows the wrong-answer feedback. */
export const AnsweredWrong: Story = { parameters: { answers: { 'story-radio': ['b'] } } };

/** A mandatory question the learner tried to skip. */
export const MandatoryMissing: Story = {
  args: { block: { ...genderQuestion, mandatory: true } },
  parameters: { missing: ['story-radio'] },
};

/** `question-radio-horizontal`: a scale with options side by side. */
export const Horizontal: Story = {
  args: {
    layout: 'horizontal',
    block: makeBlock({
      block_id: 'story-scale',
      name: 'question-radio-horizontal',
      title: 'Hur väl stämmer påståendet: "Vi fördelar ordet lika mellan flickor och pojkar"?',
      answers: ['1', '2', '3', '4', '5'].map((id) => ({ id, label: id })),
    }),
  },
};

/** `question-checkbox`: several answers. */
export const Checkboxes: Story = {
  args: {
    multiple: true,
    block: makeBlock({
      block_id: 'story-checkbox',
      name: 'question-checkbox',
      title: 'Vilka av diskrimineringsgrunderna finns i diskrimineringslagen?',
      multiselect: true,
      has_correction: true,
      answers: [
        { id: 'kon', label: 'Kön', correct: true },
        { id: 'alder', label: 'Ålder', correct: true },
        { id: 'lon', label: 'Lönenivå' },
        { id: 'religion', label: 'Religion eller annan trosuppfattning', correct: true },
      ],
    }),
  },
};

/** `question-checkbox-card`: options as cards, with bubbles. */
export const Cards: Story = {
  args: {
    multiple: true,
    layout: 'card',
    block: makeBlock({
      block_id: 'story-card',
      name: 'question-checkbox-card',
      title: 'Vilka situationer har du sett i din verksamhet?',
      bubbles: true,
      answers: [
        { id: 'a', label: 'Pojkar får mer talutrymme i helklass' },
        { id: 'b', label: 'Flickor förväntas ta ansvar för gruppen' },
        { id: 'c', label: 'Könsstereotypa kommentarer på rasterna' },
      ],
    }),
  },
};

/** Long Swedish text wraps without breaking the layout. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-long',
      name: 'question-radio',
      title:
        'Enligt Skolverkets allmänna råd ska förskolans och skolans arbete med jämställdhet genomsyra hela verksamheten – hur arbetar ni med det i det dagliga planeringsarbetet och i utvärderingen av undervisningen?',
      answers: [
        {
          id: 'a',
          label:
            'Vi har en gemensam plan som följs upp varje termin av arbetslaget tillsammans med rektor och elevhälsoteamet',
        },
        { id: 'b', label: 'Det är upp till varje enskild lärare att bestämma hur arbetet ska genomföras' },
      ],
    }),
  },
};
