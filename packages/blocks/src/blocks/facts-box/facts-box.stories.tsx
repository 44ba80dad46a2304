import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { FactsBox } from './facts-box';

const block = makeBlock({
  block_id: 'story-facts',
  name: 'facts-box',
  box_title: 'Visste du att…',
  box_text:
    '<p>Kvinnor tar fortfarande ut omkring 70 procent av föräldrapenningdagarna. Källa: <a href="https://www.forsakringskassan.se">Försäkringskassan</a>.</p>',
  icon: 'info',
});

const meta = {
  title: 'Innehåll/Faktaruta (facts-box)',
  component: FactsBox,
  args: { block },
} satisfies Meta<typeof FactsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, text and an info icon. */
export const WithIcon: Story = {};

/** Without an icon. */
export const WithoutIcon: Story = { args: { block: { ...block, icon: undefined } } };

/** A warning icon. */
export const Warning: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-facts-warning',
      name: 'facts-box',
      box_title: 'Tänk på',
      box_text: '<p>Repressalier mot den som anmält diskriminering är förbjudna.</p>',
      icon: 'warning',
    }),
  },
};

/** Without a title the box is named "Faktaruta" for screen readers. */
export const WithoutTitle: Story = { args: { block: { ...block, box_title: undefined } } };

/** Long Swedish text, with a list. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-facts-long',
      name: 'facts-box',
      box_title:
        'Aktiva åtgärder enligt diskrimineringslagens tredje kapitel om arbetslivet och utbildningsväsendet',
      box_text:
        '<p>Arbetsgivare och utbildningsanordnare ska bedriva ett förebyggande och främjande arbete för att motverka diskriminering och på annat sätt verka för lika rättigheter och möjligheter oavsett diskrimineringsgrund.</p><ul><li>Arbetsförhållanden</li><li>Bestämmelser och praxis om löner och andra anställningsvillkor</li><li>Rekrytering och befordran</li><li>Utbildning och övrig kompetensutveckling</li><li>Möjligheter att förena förvärvsarbete och föräldraskap</li></ul>',
      icon: 'check',
    }),
  },
};
