import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { ListBlock } from './list';

const block = makeBlock({
  block_id: 'story-list',
  name: 'list',
  title: 'Diskrimineringsgrunderna',
  html: '<p>Diskrimineringslagen skyddar mot diskriminering som har samband med:</p>',
  items: [
    { title: 'Kön' },
    { title: 'Könsöverskridande identitet eller uttryck' },
    { title: 'Etnisk tillhörighet' },
    { title: 'Religion eller annan trosuppfattning' },
    { title: 'Funktionsnedsättning' },
    { title: 'Sexuell läggning' },
    { title: 'Ålder' },
  ],
});

const meta = {
  title: 'Innehåll/Lista (list)',
  component: ListBlock,
  args: { block },
} satisfies Meta<typeof ListBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bulleted list with a title and an introduction. */
export const Bulleted: Story = {};

/** `type: 'numbered'`: steps in order, with titles and texts. */
export const Numbered: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-list-numbered',
      name: 'list',
      type: 'numbered',
      title: 'Fyra steg i det förebyggande arbetet',
      items: [
        { title: 'Undersök', text: 'Ta reda på om det finns risker för diskriminering eller repressalier.' },
        { title: 'Analysera', text: 'Analysera orsakerna till de risker och hinder som upptäckts.' },
        { title: 'Åtgärda', text: 'Vidta de åtgärder som skäligen kan krävas.' },
        { title: 'Följ upp', html: '<p>Följ upp och <strong>utvärdera</strong> arbetet.</p>' },
      ],
    }),
  },
};

/** `icon: 'check'`: icon bullets. */
export const CheckIcons: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-list-check',
      name: 'list',
      icon: 'check',
      title: 'Efter utbildningen kan du',
      items: [
        { text: 'förklara vad jämställdhet betyder' },
        { text: 'känna igen könsnormer i din vardag' },
        { text: 'föreslå åtgärder på din arbetsplats' },
      ],
    }),
  },
};

/** `icon: 'arrow'`. */
export const ArrowIcons: Story = {
  args: { block: { ...block, icon: 'arrow', html: undefined, title: 'Läs vidare' } },
};

/** No items yet: only the title and introduction show. */
export const Empty: Story = { args: { block: { ...block, items: [] } } };

/** Long Swedish items wrap under their marker. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-list-long',
      name: 'list',
      icon: 'star',
      items: [
        {
          title: 'Jämställdhetsintegreringsstrategin',
          text: 'Jämställdhetsintegrering innebär att ett jämställdhetsperspektiv ska finnas med i allt beslutsfattande, på alla nivåer och i alla steg av processerna, av de aktörer som normalt sett deltar i beslutsfattandet.',
        },
        {
          title: 'Arbetsmiljöförbättringsprogrammet för likabehandling',
          text: 'Programmet omfattar riskbedömningar, kompetensutvecklingsinsatser för chefer och skyddsombud samt en årlig uppföljning av sjukskrivningsstatistiken uppdelad på kön.',
        },
      ],
    }),
  },
};
