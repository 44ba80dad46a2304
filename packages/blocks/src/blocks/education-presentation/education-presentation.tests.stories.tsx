import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationPresentation } from './education-presentation';
import { storyEducation, storyNow, storyUser } from './story-education';

const requestAccess = fn(async (_educationId: number) => {});
const failingRequest = fn(async (_educationId: number) => {
  throw Object.assign(new Error('Tjänsten svarar inte just nu.'), { statusCode: 503 });
});

const meta = {
  title: 'Utbildning/Presentation (education-presentation)/Interaktion',
  component: EducationPresentation,
  tags: ['!autodocs'],
  args: { block: makeBlock({ block_id: 'play-presentation', name: 'education-presentation' }) },
} satisfies Meta<typeof EducationPresentation>;

export default meta;
type Story = StoryObj<typeof meta>;

const education = storyEducation({ access: 'users_approved' });

/** Keyboard only: apply for access; the confirmation is announced and takes focus. */
export const ApplyForAccess: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider education={education} user={storyUser} now={storyNow} api={{ requestAccess }}>
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    requestAccess.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ansök om att gå utbildningen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(requestAccess).toHaveBeenCalledWith(12);
    const confirmation = await canvas.findByText(
      'Din ansökan är skickad. Du får ett mejl när den har behandlats.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Väntar på godkännande')).toBeVisible();
  },
};

/** A failed application is explained and can be tried again. */
export const ApplyForAccessFails: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider
        education={education}
        user={storyUser}
        now={storyNow}
        api={{ requestAccess: failingRequest }}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ansök om att gå utbildningen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ansökan kunde inte skickas. Tjänsten svarar inte just nu.',
    );
    await expect(canvas.getByRole('button', { name: 'Ansök om att gå utbildningen' })).toBeEnabled();
  },
};
