import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { Comments } from './comments';
import { type StoryCommentsOptions, StoryCommentsProvider } from './comments-story-data';

const meta = {
  title: 'Innehåll/Kommentarer (comments)',
  component: Comments,
  args: { block: makeBlock({ block_id: 'story-comments', name: 'comments' }) },
  decorators: [
    (Story, context) => (
      <StoryCommentsProvider
        options={context.parameters.comments as StoryCommentsOptions | undefined}
        loggedIn={context.parameters.loggedIn !== false}
      >
        <Story />
      </StoryCommentsProvider>
    ),
  ],
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in learner sees the discussion, with replies nested, and can write or reply. */
export const Discussion: Story = {};

/** Anonymous visitors read the comments and are asked to log in to write. */
export const Anonymous: Story = { parameters: { loggedIn: false } };

/** No comments yet. */
export const Empty: Story = { parameters: { comments: { comments: [] } } };

/** With a title and an introduction from the editor; the count moves under the title. */
export const WithTitle: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-comments-title',
      name: 'comments',
      title: 'Diskutera med andra lärare',
      html: '<p>Dela hur ni arbetar med jämställdhet i klassrummet. Skriv inte ut elevers namn.</p>',
    }),
  },
};

/** While the comments are loading. */
export const Loading: Story = { parameters: { comments: { pending: true } } };

/** The comments could not be loaded. */
export const LoadError: Story = { parameters: { comments: { failList: true } } };

/** Text a user tried to smuggle markup into is shown as text; only links and line breaks remain. */
export const HostileText: Story = {
  parameters: {
    comments: {
      comments: [
        {
          id: 1,
          author: '<b>Admin</b>',
          comment:
            '<script>alert("hej")</script><img src="x" onerror="alert(1)">Klicka <a href="javascript:alert(1)">här</a> eller på <a href="https://www.jamstalldhet.se">Jämställdhetsmyndigheten</a>.',
          date: 1_767_261_600,
          items: [],
        },
      ],
    },
  },
};

/** Long Swedish text, long words and long addresses wrap without breaking the layout. */
export const LongText: Story = {
  parameters: {
    comments: {
      comments: [
        {
          id: 1,
          author: 'Maria Andersson-Bergqvist, förstelärare i samhällskunskap',
          date: 1_767_261_600,
          comment:
            'Jämställdhetsintegreringsarbetet på vår skola har pågått i tre år nu, och det viktigaste vi har lärt oss är att det inte räcker med enstaka temadagar. Vi har i stället byggt in frågor om kön och makt i det systematiska kvalitetsarbetet, så att varje arbetslag varje termin går igenom betyg, frånvaro, talutrymme och vilka elever som får stöd.\n\nLäs vår rapport här: https://www.example.se/rapporter/jamstalldhetsintegrering-i-grundskolan-arskurs-7-9-slutrapport-2025.pdf',
          items: [
            {
              id: 2,
              author: 'Johan',
              date: 1_767_265_200,
              comment:
                'Tack! Likabehandlingsplansuppföljningsmötena hos oss blir ofta för korta, så jag tar med mig idén om att följa upp per arbetslag.',
              items: [],
            },
          ],
        },
      ],
    },
  },
};
