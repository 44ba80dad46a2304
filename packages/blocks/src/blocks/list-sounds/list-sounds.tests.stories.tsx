import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeBlock } from '../../test/blocks';
import { ListSounds } from './list-sounds';

const meta = {
  title: 'Media/Ljud (list-sounds)/Interaktion',
  component: ListSounds,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({
      block_id: 'play-sounds',
      name: 'list-sounds',
      items: [
        {
          title: 'Vem får ta plats?',
          sound_url: '/ljud/1.mp3',
          sound_transcript: '<p>Det är alltid samma personer som pratar.</p>',
        },
      ],
    }),
  },
} satisfies Meta<typeof ListSounds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: past the player to the text version, open it and close it again. */
export const ReadTranscriptWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Visa textversion: Vem får ta plats?' });
    // The native player takes focus first (one or more stops, by browser); then the button.
    for (let stop = 0; stop < 5 && document.activeElement !== toggle; stop += 1) {
      await userEvent.tab();
    }
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Det är alltid samma personer som pratar.')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
