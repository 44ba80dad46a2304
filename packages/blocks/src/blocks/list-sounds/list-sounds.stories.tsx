import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { ListSounds } from './list-sounds';

const podcast = makeBlock({
  block_id: 'story-sounds',
  name: 'list-sounds',
  title: 'Lyssna: röster från skolan',
  html: '<p>Tre korta avsnitt där elever och lärare berättar om normer i vardagen.</p>',
  items: [
    {
      title: 'Avsnitt 1: Vem får ta plats?',
      sound_url: '/ljud/avsnitt-1.mp3',
      sound_transcript:
        '<p><strong>Elev:</strong> Det är alltid samma personer som pratar på lektionerna.</p><p><strong>Lärare:</strong> Vi har börjat använda talarlistor för att fördela ordet.</p>',
    },
    {
      title: 'Avsnitt 2: Studieval och förväntningar',
      sound_url: '/ljud/avsnitt-2.mp3',
      sound_transcript:
        '<p><strong>Studie- och yrkesvägledare:</strong> Många elever väljer utifrån vad kompisarna väljer.</p>',
    },
    { title: 'Avsnitt 3: Idrottslektionen', sound_url: '/ljud/avsnitt-3.mp3' },
  ],
});

const meta = {
  title: 'Media/Ljud (list-sounds)',
  component: ListSounds,
  args: { block: podcast },
} satisfies Meta<typeof ListSounds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several sounds, each with a player and (when there is one) a text version. */
export const Filled: Story = {};

/** A single sound from the block's own `sound_url` and `sound_transcript`. */
export const Single: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-sound',
      name: 'list-sounds',
      title: 'Intervju med en rektor',
      sound_url: '/ljud/rektor.mp3',
      sound_transcript:
        '<p>Vi gjorde jämställdhetsarbetet till en del av det systematiska kvalitetsarbetet.</p>',
    }),
  },
};

/** Sounds without titles get numbered names. */
export const Untitled: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-untitled',
      name: 'list-sounds',
      items: [{ sound_url: '/ljud/a.mp3' }, { sound_url: '/ljud/b.mp3', sound_transcript: '<p>Hej.</p>' }],
    }),
  },
};

/** No sounds yet. */
export const Empty: Story = {
  args: { block: makeBlock({ block_id: 'story-empty', name: 'list-sounds', title: 'Lyssna' }) },
};

/** Long Swedish titles wrap. */
export const LongText: Story = {
  args: {
    block: {
      ...podcast,
      items: [
        {
          title:
            'Avsnitt 4: Hur förskollärare i tre kommuner arbetade med att synliggöra och förändra könsstereotypa lekmönster under ett helt verksamhetsår',
          sound_url: '/ljud/avsnitt-4.mp3',
          sound_transcript: '<p>Vi filmade leken och tittade på filmerna tillsammans i arbetslaget.</p>',
        },
      ],
    },
  },
};
