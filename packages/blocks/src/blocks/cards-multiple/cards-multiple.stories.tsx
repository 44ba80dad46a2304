import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { CardsMultiple } from './cards-multiple';

// Stories keep the content order, so the docs and the axe runs always show the same cards.
const keepOrder = <T,>(items: readonly T[]) => [...items];

const illustration = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" fill="#fdf1c7"/><rect x="60" y="60" width="60" height="110" fill="#5a2d82"/><rect x="160" y="100" width="60" height="70" fill="#b3261e"/><rect x="260" y="40" width="60" height="130" fill="#1e6b34"/></svg>`,
)}`;

const block = makeBlock({
  block_id: 'story-cards',
  name: 'cards-multiple',
  title: 'Testa dina kunskaper',
  html: '<p>Läs påståendet på kortet och fundera på svaret. Vänd sedan kortet.</p>',
  items: [
    {
      front: {
        title: 'Hur stor är löneskillnaden?',
        text: 'Hur mycket mindre tjänar kvinnor än män i genomsnitt?',
      },
      back: {
        title: 'Cirka 10 procent',
        text: 'Kvinnors genomsnittliga månadslön är ungefär 90 procent av mäns.',
      },
    },
    {
      front: { title: 'Föräldraledighet', text: 'Hur stor del av föräldrapenningdagarna tar pappor ut?' },
      back: {
        title: 'Ungefär 30 procent',
        html: '<p>Andelen ökar långsamt. Läs mer hos <a href="https://www.forsakringskassan.se">Försäkringskassan</a>.</p>',
      },
    },
    {
      front: {
        title: 'Obetalt arbete',
        text: 'Vem gör mest hemarbete?',
        image: { url: illustration, alt: 'Stapeldiagram med tre staplar av olika höjd.' },
      },
      back: {
        title: 'Kvinnor',
        text: 'Kvinnor lägger i genomsnitt mer tid på obetalt hem- och omsorgsarbete.',
      },
    },
  ],
});

const meta = {
  title: 'Innehåll/Vändkort (cards-multiple)',
  component: CardsMultiple,
  args: { block },
  decorators: [
    (Story) => (
      <BlocksProvider shuffle={keepOrder}>
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof CardsMultiple>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards, all showing their front. */
export const Default: Story = {};

/** Without a title the card titles take the page's heading level. */
export const WithoutTitle: Story = { args: { block: { ...block, title: undefined, html: undefined } } };

/** A card without a back has no button. */
export const FrontOnly: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-cards-front',
      name: 'cards-multiple',
      items: [
        {
          title: 'Makt och inflytande',
          text: 'Kvinnor och män ska ha samma rätt och möjlighet att vara aktiva medborgare.',
        },
        {
          title: 'Ekonomisk jämställdhet',
          text: 'Kvinnor och män ska ha samma möjligheter till betalt arbete.',
        },
      ],
    }),
  },
};

/** No cards yet: only the title and introduction show. */
export const Empty: Story = { args: { block: { ...block, items: [] } } };

/** Long Swedish texts: the card grows to its longer side. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-cards-long',
      name: 'cards-multiple',
      items: [
        {
          front: {
            title: 'Jämställdhetsintegreringsarbetet',
            text: 'Vilka förutsättningar behöver en myndighet för att kunna bedriva ett långsiktigt och hållbart jämställdhetsintegreringsarbete?',
          },
          back: {
            text: 'Forskning och utvärderingar visar att det krävs tydlig styrning från ledningen, avsatta resurser, kunskap hos medarbetarna, könsuppdelad statistik som används i analyser och beslut, samt en systematisk uppföljning som gör det möjligt att se om verksamhetens resultat blir mer jämställda över tid.',
          },
        },
        {
          front: { title: 'Arbetsmiljöförbättringsprogrammet', text: 'Vad ska ingå?' },
          back: { text: 'Riskbedömningar, kompetensutveckling och uppföljning uppdelad på kön.' },
        },
      ],
    }),
  },
};
