import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { CardFull } from './card-full';

// Drawn in place so that Storybook needs no network or image server.
const illustration = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#fbe7ef"/><rect x="80" y="240" width="90" height="90" fill="#5a2d82"/><rect x="180" y="240" width="90" height="90" fill="#1e6b34"/><rect x="130" y="150" width="90" height="90" fill="#b3261e"/><circle cx="420" cy="170" r="55" fill="#5a2d82"/><rect x="365" y="230" width="110" height="120" rx="40" fill="#5a2d82"/></svg>`,
)}`;

const block = makeBlock({
  block_id: 'story-card-full',
  name: 'card-full',
  title: 'Jämställd förskola',
  html: '<p>En webbutbildning för dig som arbetar i förskolan. Du får konkreta verktyg för att synliggöra normer i vardagen och ge alla barn samma möjligheter.</p>',
  image: {
    url: illustration,
    alt: 'Ett barn som bygger ett torn av färgglada klossar.',
    width: 600,
    height: 400,
  },
  button: { text: 'Till utbildningen', url: '/jamstalld-forskola', external: false },
});

const meta = {
  title: 'Innehåll/Kort i full bredd (card-full)',
  component: CardFull,
  args: { block },
} satisfies Meta<typeof CardFull>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image on the left (the default). */
export const ImageLeft: Story = {};

/** Image on the right: the text comes first, in reading order too. */
export const ImageRight: Story = { args: { block: { ...block, image_position: 'right' } } };

/** An external link says that it opens in a new window. */
export const ExternalLink: Story = {
  args: {
    block: {
      ...block,
      title: 'Jämställdhetsstatistik',
      html: '<p>Statistiska centralbyrån samlar könsuppdelad statistik om utbildning, arbete och inkomster.</p>',
      button: { text: 'Till SCB', url: 'https://www.scb.se', external: true },
    },
  },
};

/** Without an image the text takes the whole width. */
export const WithoutImage: Story = { args: { block: { ...block, image: undefined } } };

/** Without a button. */
export const WithoutButton: Story = { args: { block: { ...block, button: undefined } } };

/** Long Swedish title and text. */
export const LongText: Story = {
  args: {
    block: {
      ...block,
      title:
        'Normkritiskt förhållningssätt i förskoleklassens och fritidshemmets pedagogiska verksamhetsplanering',
      html: '<p>Utbildningen riktar sig till förskollärare, barnskötare, fritidspedagoger och rektorer som vill fördjupa sina kunskaper om hur föreställningar om kön påverkar barns lek, språkutveckling och möjligheter att ta plats. Genom filmade exempel, reflektionsfrågor och övningar för arbetslaget får ni stöd i att förändra rutiner, miljöer och bemötande så att alla barn kan utvecklas utifrån sina egna intressen.</p>',
      button: {
        text: 'Börja utbildningen om normkritiskt förhållningssätt',
        url: '/normkritik',
        external: false,
      },
    },
  },
};
