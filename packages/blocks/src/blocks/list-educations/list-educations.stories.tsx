import { type EducationSummary, EducationSummarySchema } from '@jamstalldhet/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type BlocksContextValue, BlocksProvider } from '../../blocks-provider/blocks-context';
import { emptyFilterSelection } from '../../engine/formatting/filters';
import { makeBlock } from '../../test/blocks';
import { ListEducations } from './list-educations';
import { educations, educationsForLearner, FIXTURE_NOW } from './list-educations.fixtures';

const block = makeBlock({ block_id: 'story-list', name: 'list-educations', title: 'Alla webbutbildningar' });

/** Wraps a story in a provider whose `listEducations` answers from memory. */
function withEducations(
  listEducations: (() => Promise<EducationSummary[]>) | undefined,
  extra: BlocksContextValue = {},
): Decorator {
  return (Story) => (
    <BlocksProvider api={listEducations ? { listEducations } : {}} now={() => FIXTURE_NOW} {...extra}>
      <Story />
    </BlocksProvider>
  );
}

const meta = {
  title: 'Utbildning/Utbildningslista (list-educations)',
  component: ListEducations,
  args: { block },
} satisfies Meta<typeof ListEducations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: courses that need login say so, closed and coming ones too. */
export const Filled: Story = { decorators: [withEducations(async () => educations)] };

/** A logged-in learner sees their own status: completed, applied for. */
export const LoggedIn: Story = {
  decorators: [
    withEducations(async () => educationsForLearner, {
      user: { first_name: 'Amira', role: 'teacher', scope: [], email_verified: true, loggedIn: true },
    }),
  ],
};

/** Filters checked: tags to remove each one, and 'Rensa alla'. */
export const FiltersChecked: Story = {
  args: { defaultFilters: { ...emptyFilterSelection(), educationType: [11], educationBy: [31, 32] } },
  decorators: [withEducations(async () => educations)],
};

/** No course matches the checked filters. */
export const NoMatch: Story = {
  args: { defaultFilters: { ...emptyFilterSelection(), educationType: [12], educationLength: [22] } },
  decorators: [withEducations(async () => educations)],
};

/** Without a title, course titles take the page's heading level. */
export const WithoutTitle: Story = {
  args: { block: makeBlock({ block_id: 'story-list-plain', name: 'list-educations' }) },
  decorators: [withEducations(async () => educations.slice(0, 2))],
};

/** While the courses load. */
export const Loading: Story = { decorators: [withEducations(() => new Promise(() => {}))] };

/** The courses could not be loaded; the learner can try again. */
export const LoadError: Story = {
  decorators: [
    withEducations(() => Promise.reject(Object.assign(new Error('Serverfel'), { statusCode: 500 }))),
  ],
};

/** The server has no courses. */
export const Empty: Story = { decorators: [withEducations(async () => [])] };

/** The host gives no `listEducations` call. */
export const WithoutApi: Story = { decorators: [withEducations(undefined)] };

/** Long Swedish titles, texts and term names wrap without breaking the layout. */
export const LongText: Story = {
  decorators: [
    withEducations(async () => [
      EducationSummarySchema.parse({
        id: 201,
        slug: 'systematiskt-jamstalldhetsarbete',
        title:
          'Systematiskt jämställdhetsarbete i kommunala och regionala verksamheter med särskilt fokus på resursfördelning och brukarperspektiv',
        excerpt:
          '<p>Utbildningen ger dig verktyg för att kartlägga, analysera och åtgärda skillnader i hur kvinnor och män, flickor och pojkar tar del av offentligt finansierade tjänster, och för att följa upp arbetet över tid.</p>',
        taxonomies: {
          education_type: [{ id: 41, name: 'Styrning, ledning och uppföljning i offentlig förvaltning' }],
          education_length: [{ id: 42, name: 'Flera tillfällen under en termin' }],
          education_by: [
            { id: 43, name: 'Jämställdhetsmyndigheten i samverkan med Sveriges Kommuner och Regioner' },
          ],
        },
      }),
      ...educations,
    ]),
  ],
};
