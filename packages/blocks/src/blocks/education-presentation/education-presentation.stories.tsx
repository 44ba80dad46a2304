import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BlocksContextValue, BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationPresentation } from './education-presentation';
import { storyEducation, storyNow, storyProgress, storyUser } from './story-education';

// Unix seconds: the course opens 1 September 2026 and closed 31 January 2026.
const SEPTEMBER_2026 = Date.UTC(2026, 8, 1, 7, 0) / 1000;
const JANUARY_2026 = Date.UTC(2026, 0, 31, 22, 59) / 1000;

const meta = {
  title: 'Utbildning/Presentation (education-presentation)',
  component: EducationPresentation,
  args: { block: makeBlock({ block_id: 'story-presentation', name: 'education-presentation' }) },
  decorators: [
    (Story, context) => (
      <BlocksProvider now={storyNow} {...(context.parameters.blocks as BlocksContextValue | undefined)}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof EducationPresentation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `none`: nothing done yet; the button starts the first page. */
export const NotStarted: Story = { parameters: { blocks: { education: storyEducation() } } };

/** `progress`: a chapter done; the button continues where the learner left off. */
export const InProgress: Story = {
  parameters: { blocks: { education: storyEducation(), progress: storyProgress } },
};

/** `completed`: done, with a link to the certificate. */
export const Completed: Story = {
  parameters: {
    blocks: { education: storyEducation({ user: { status: 'completed', answers: [] } }), user: storyUser },
  },
};

/** `completed` for a course that gives no certificate. */
export const CompletedWithoutCertificate: Story = {
  parameters: {
    blocks: {
      education: storyEducation({ certificate: false, user: { status: 'completed', answers: [] } }),
      user: storyUser,
    },
  },
};

/** `locked`: the course needs a login. */
export const Locked: Story = { parameters: { blocks: { education: storyEducation({ access: 'users' }) } } };

/** `approval_required`: logged in, but the course needs approval; the learner can apply. */
export const ApprovalRequired: Story = {
  parameters: {
    blocks: {
      education: storyEducation({ access: 'users_approved' }),
      user: storyUser,
      api: { requestAccess: async () => {} },
    },
  },
};

/** `approval_required` when the host gives no way to apply. */
export const ApprovalRequiredWithoutApi: Story = {
  parameters: { blocks: { education: storyEducation({ access: 'users_approved' }), user: storyUser } },
};

/** `approval_pending`: the application waits for a decision. */
export const ApprovalPending: Story = {
  parameters: {
    blocks: {
      education: storyEducation({ access: 'users_approved', user: { status: 'pending', answers: [] } }),
      user: storyUser,
    },
  },
};

/** `coming`: the course opens later. */
export const Coming: Story = {
  parameters: { blocks: { education: storyEducation({ available: { from: SEPTEMBER_2026 } }) } },
};

/** `earlier`: the course has closed for new learners. */
export const Earlier: Story = {
  parameters: { blocks: { education: storyEducation({ available: { to: JANUARY_2026 } }) } },
};

/** `closed`: the course is closed. */
export const Closed: Story = { parameters: { blocks: { education: storyEducation({ status: 'closed' }) } } };

/** Without a hero image and description. */
export const Plain: Story = {
  parameters: { blocks: { education: storyEducation({ hero: undefined, header: {} }) } },
};

/** Long Swedish title and chapter names wrap. */
export const LongText: Story = {
  parameters: {
    blocks: {
      education: storyEducation({
        title:
          'Jämställdhetsintegrering i kommunal och regional verksamhet – från analys och planering till uppföljning',
        chapters: [
          {
            title: 'Så kartlägger ni hur resurser fördelas mellan kvinnor och män i er verksamhet',
            episodes: [],
          },
          { title: 'Könsuppdelad statistik som underlag för beslut i nämnder och styrelser', episodes: [] },
        ],
      }),
      progress: storyProgress,
    },
  },
};

/** No education in the context (the block placed on an ordinary page). */
export const WithoutEducation: Story = {};
