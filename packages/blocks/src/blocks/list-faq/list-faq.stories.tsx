import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { ListFaq } from './list-faq';

const block = makeBlock({
  block_id: 'story-faq',
  name: 'list-faq',
  title: 'Vanliga frågor om utbildningen',
  items: [
    {
      question: 'Hur lång tid tar utbildningen?',
      answer: '<p>Räkna med ungefär två timmar. Du kan pausa när du vill och fortsätta senare.</p>',
    },
    {
      question: 'Får jag ett intyg?',
      answer:
        '<p>Ja. När du har gått igenom alla kapitel och svarat på utvärderingen kan du hämta ett intyg.</p>',
    },
    {
      question: 'Behöver jag logga in?',
      answer:
        '<p>Nej, men om du loggar in sparas dina svar så att du kan fortsätta på en annan dator. Läs mer i vår <a href="/integritetspolicy">integritetspolicy</a>.</p>',
    },
  ],
});

const meta = {
  title: 'Innehåll/Vanliga frågor (list-faq)',
  component: ListFaq,
  args: { block },
} satisfies Meta<typeof ListFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three questions, all closed: no "Visa alla" button. */
export const ThreeItems: Story = {};

/** More than three questions get "Visa alla" / "Dölj alla". */
export const ManyItems: Story = {
  args: {
    block: {
      ...block,
      items: [
        ...(block.items ?? []),
        {
          question: 'Kan jag gå utbildningen tillsammans med mitt arbetslag?',
          answer:
            '<p>Ja, utbildningen fungerar bra att gå tillsammans. Diskutera reflektionsfrågorna efter varje kapitel.</p>',
        },
        {
          question: 'Vem har tagit fram utbildningen?',
          answer: '<p>Jämställdhetsmyndigheten, tillsammans med forskare och verksamma lärare.</p>',
        },
      ],
    },
  },
};

/** Without a title, the questions take the page's heading level. */
export const WithoutTitle: Story = { args: { block: { ...block, title: undefined } } };

/** No questions yet: only the title shows. */
export const Empty: Story = { args: { block: { ...block, items: [] } } };

/** Long Swedish questions and answers wrap; the icon keeps its place. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-faq-long',
      name: 'list-faq',
      items: [
        {
          question:
            'Hur förhåller sig arbetsgivarens skyldighet att genomföra årlig lönekartläggning till kraven på dokumentation av det förebyggande arbetet mot diskriminering?',
          answer:
            '<p>Arbetsgivare med minst tio anställda ska varje år dokumentera lönekartläggningen och analysen av den. Dokumentationen ska innehålla en redovisning av vilka lönejusteringar och andra åtgärder som behöver vidtas för att komma till rätta med osakliga skillnader i lön och andra anställningsvillkor mellan kvinnor och män, samt en kostnadsberäkning och en tidsplan.</p>',
        },
      ],
    }),
  },
};
