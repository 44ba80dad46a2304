import { EducationSchema } from '@jamstalldhet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationSchemaBlock } from './education-schema';

const education = EducationSchema.parse({
  id: 40,
  slug: 'jamstalld-skola',
  title: 'Jämställd skola',
  chapters: [
    {
      title: 'Vad är jämställdhet?',
      episodes: [{ title: 'Begrepp och mål' }, { title: 'Jämställdhet i siffror' }],
    },
    {
      title: 'Normer i klassrummet',
      episodes: [{ title: 'Talutrymme' }, { title: 'Bemötande och förväntningar' }, { title: 'Studieval' }],
    },
    { title: 'Från kartläggning till åtgärd', episodes: [{ title: 'Kartlägg er verksamhet' }] },
  ],
});

const block = makeBlock({
  block_id: 'story-schema',
  name: 'education-schema',
  title: 'Så är utbildningen upplagd',
  html: '<p>Utbildningen har tre kapitel. Varje kapitel tar ungefär 40 minuter.</p>',
});

const meta = {
  title: 'Utbildning/Utbildningens upplägg (education-schema)',
  component: EducationSchemaBlock,
  args: { block },
  decorators: [
    (Story, context) => (
      <BlocksProvider education={context.parameters.education === false ? null : education}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof EducationSchemaBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chapters and episodes of the current education. */
export const FromEducation: Story = {};

/** Without a block title the chapters take the page's heading level. */
export const WithoutTitle: Story = { args: { block: { ...block, title: undefined, html: undefined } } };

/** Rows written in the block replace the outline. */
export const Rows: Story = {
  args: {
    block: {
      ...block,
      html: undefined,
      items: [
        { title: 'Introduktion', text: 'Cirka 10 minuter. Om utbildningen och hur du använder den.' },
        { title: 'Kapitel 1–3', text: 'Cirka 2 timmar. Filmer, fakta och reflektionsfrågor.' },
        { title: 'Utvärdering och intyg', text: 'Cirka 5 minuter.' },
      ],
    },
  },
};

/** No education and no rows. */
export const Empty: Story = { parameters: { education: false } };

/** Long Swedish chapter and episode titles. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider
        education={EducationSchema.parse({
          id: 41,
          slug: 'jamstalldhetsintegrering',
          title: 'Jämställdhetsintegrering',
          chapters: [
            {
              title:
                'Jämställdhetsintegrering som strategi för att nå de jämställdhetspolitiska målen i offentlig verksamhet',
              episodes: [
                {
                  title:
                    'Könsuppdelad statistik, resursfördelningsanalyser och uppföljning inom ramen för ordinarie verksamhetsstyrning',
                },
                { title: 'Kvalitetssäkringsarbetet' },
              ],
            },
          ],
        })}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
};
