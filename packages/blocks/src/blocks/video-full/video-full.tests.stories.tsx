import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { VideoFull } from './video-full';

const video = makeBlock({
  block_id: 'play-video',
  name: 'video-full',
  title: 'Vad är en norm?',
  video_url: 'https://youtu.be/dQw4w9WgXcQ',
  video_url_sign: '76979871',
  video_transcript: '<p>Jag märkte att jag oftare gav ordet till pojkarna.</p>',
});

const onOpenCookieSettings = fn();

const meta = {
  title: 'Media/Video (video-full)/Interaktion',
  component: VideoFull,
  tags: ['!autodocs'],
  args: { block: video },
} satisfies Meta<typeof VideoFull>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: choose the sign-language version, then open and close the text version. */
export const ChooseVersionAndReadTranscript: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider consent={{ statistical: false, marketing: true }}>
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Originalversion/ })).toHaveFocus();
    // Each key press waits for the focus and the render before it (a slow run raced them).
    const sign = canvas.getByRole('button', { name: /Teckenspråkstolkad/ });
    await userEvent.tab();
    await waitFor(() => expect(sign).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sign).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByTitle('Video: Vad är en norm? (Teckenspråkstolkad)')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    const toggle = canvas.getByRole('button', { name: /Visa textversion/ });
    // The sign-language player's frame starts loading above; the key presses wait until the
    // toggle really has focus and each render has landed, so a slow frame cannot race them.
    toggle.focus();
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByText('Jag märkte att jag oftare gav ordet till pojkarna.')).toBeVisible();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Visa textversion: Vad är en norm?'));
  },
};

/** Without consent: the cookie settings open with the keyboard. */
export const OpenCookieSettings: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider
        consent={{ statistical: false, marketing: false }}
        onOpenCookieSettings={onOpenCookieSettings}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onOpenCookieSettings.mockClear();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    canvas.getByRole('button', { name: 'Ändra kakinställningar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpenCookieSettings).toHaveBeenCalledTimes(1);
  },
};
