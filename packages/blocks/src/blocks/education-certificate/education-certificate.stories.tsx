import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BlocksContextValue, BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { storyEducation } from '../education-presentation/story-education';
import { EducationCertificate } from './education-certificate';

const block = makeBlock({
  block_id: 'story-certificate',
  name: 'education-certificate',
  title: 'Få ditt certifikat',
  html: '<p>Grattis, du har genomfört utbildningen! Skriv ditt namn som det ska stå på certifikatet, så skickar vi det till din e-post.</p>',
});

const ready: BlocksContextValue = {
  education: storyEducation(),
  certificateToken: 'story-token',
  api: { requestCertificate: async () => {} },
};

const meta = {
  title: 'Utbildning/Certifikat (education-certificate)',
  component: EducationCertificate,
  args: { block },
  decorators: [
    (Story, context) => (
      <BlocksProvider {...(context.parameters.blocks as BlocksContextValue | undefined)}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof EducationCertificate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Course passed: the empty form. */
export const Idle: Story = { parameters: { blocks: ready } };

/** No completion token yet: explains when a certificate can be had. */
export const NotCompleted: Story = {
  parameters: { blocks: { ...ready, certificateToken: null } },
};

/** The host gives no way to send certificates. */
export const WithoutApi: Story = { parameters: { blocks: { ...ready, api: {} } } };

/** Without a title or text from content. */
export const Plain: Story = {
  args: { block: makeBlock({ block_id: 'story-plain', name: 'education-certificate' }) },
  parameters: { blocks: ready },
};
