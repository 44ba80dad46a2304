import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { ImageBlock } from './image';

// Drawn in place so that Storybook needs no network or image server.
const illustration = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="#e3edf9"/><rect y="380" width="800" height="120" fill="#e3f1e6"/><circle cx="660" cy="100" r="50" fill="#fdf1c7"/><g fill="#5a2d82"><circle cx="260" cy="220" r="40"/><rect x="220" y="265" width="80" height="120" rx="30"/></g><g fill="#b3261e"><circle cx="420" cy="230" r="36"/><rect x="385" y="270" width="70" height="110" rx="28"/></g><g fill="#1e6b34"><circle cx="560" cy="240" r="32"/><rect x="530" y="276" width="60" height="100" rx="24"/></g></svg>`,
)}`;

const block = makeBlock({
  block_id: 'story-image',
  name: 'image',
  image: {
    url: illustration,
    alt: 'Tre personer i olika storlek står bredvid varandra på en gräsmatta.',
    width: 800,
    height: 500,
  },
  image_title: 'Vem får ta plats?',
  image_text:
    '<p>Studier visar att pojkar ofta får mer talutrymme i klassrummet. Fundera på hur ordet fördelas i din grupp.</p>',
});

const meta = {
  title: 'Innehåll/Bild (image)',
  component: ImageBlock,
  args: { block },
} satisfies Meta<typeof ImageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image above its caption (the default). */
export const Top: Story = {};

/** Image to the left of the caption from 768 px; above it on phones. */
export const Left: Story = { args: { block: { ...block, image_position: 'left' } } };

/** Image to the right: the caption comes first, in reading order too. */
export const Right: Story = { args: { block: { ...block, image_position: 'right' } } };

/** Caption above the image. */
export const Bottom: Story = { args: { block: { ...block, image_position: 'bottom' } } };

/** Only an image, no caption. */
export const WithoutCaption: Story = {
  args: { block: { ...block, image_title: undefined, image_text: undefined } },
};

/** A decorative image (empty alt) is hidden from screen readers; the caption still reads. */
export const Decorative: Story = {
  args: { block: { ...block, image: { url: illustration, alt: '', width: 800, height: 500 } } },
};

/** Long Swedish caption next to the image. */
export const LongText: Story = {
  args: {
    block: {
      ...block,
      image_position: 'left',
      image_title:
        'Könsuppdelad statistik som utgångspunkt för verksamhetsutveckling och resursfördelningsanalys',
      image_text:
        '<p>När kommunens fritidsförvaltning tog fram könsuppdelad statistik över bidragsfördelningen till föreningslivet visade det sig att pojkars idrottsaktiviteter fick betydligt större andel av de ekonomiska resurserna, trots att flickor och pojkar deltog i ungefär samma utsträckning. Resultatet ledde till att fördelningsmodellen gjordes om och att uppföljningen numera sker varje år i samband med budgetprocessen.</p>',
    },
  },
};
