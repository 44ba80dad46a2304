import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeBlock } from '../../test/blocks';
import { Comments } from './comments';
import { type StoryCommentsOptions, StoryCommentsProvider } from './comments-story-data';

const meta = {
  title: 'Innehåll/Kommentarer (comments)/Interaktion',
  component: Comments,
  tags: ['!autodocs'],
  args: { block: makeBlock({ block_id: 'play-comments', name: 'comments' }) },
  decorators: [
    (Story, context) => (
      <StoryCommentsProvider options={context.parameters.comments as StoryCommentsOptions | undefined}>
        <Story />
      </StoryCommentsProvider>
    ),
  ],
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open a reply form, leave it with Escape, open it again and send a reply. */
export const ReplyWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '4 kommentarer' });
    const replyButton = canvas.getAllByRole('button', { name: 'Svara' })[0] as HTMLElement;
    await userEvent.tab();
    await expect(replyButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const replyField = canvas.getByRole('textbox', { name: 'Skriv ett svar' });
    await expect(replyField).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Skriv ett svar' })).not.toBeInTheDocument();
    await expect(replyButton).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('Vi gjorde likadant, och det fungerade.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Skicka svar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Ditt svar är publicerat.')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: '5 kommentarer' })).toBeInTheDocument();
    await waitFor(() => expect(replyButton).toHaveFocus());
  },
};

/** An empty comment gets an error next to the field; a written one is published. */
export const WriteComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Skriv en kommentar' });
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka kommentar' }));
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(/Fel: Skriv något innan du skickar\./);
    await userEvent.type(field, 'Vi ska prova talkort efter sportlovet.');
    await expect(canvas.getByText('38 av 2000 tecken')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(await canvas.findByText('Din kommentar är publicerad.')).toBeInTheDocument();
    await expect(field).toHaveValue('');
    await expect(await canvas.findByText('Vi ska prova talkort efter sportlovet.')).toBeInTheDocument();
  },
};

/** The server refuses the comment: the error is announced and the text stays in the field. */
export const ServerError: Story = {
  parameters: { comments: { failPost: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Skriv en kommentar' });
    await userEvent.type(field, 'Ett viktigt perspektiv på normer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka kommentar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Det gick inte att skicka kommentaren. Försök igen.',
    );
    await expect(field).toHaveValue('Ett viktigt perspektiv på normer.');
  },
};
