import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { TextBlock } from './text';

const meta = {
  title: 'Innehåll/Text (text)',
  component: TextBlock,
  args: {
    block: makeBlock({
      block_id: 'story-text',
      name: 'text',
      title: 'Vad är jämställdhet?',
      html: '<p>Jämställdhet betyder att kvinnor och män ska ha <strong>samma makt</strong> att forma samhället och sina egna liv. Det handlar om rättvisa, men också om att ta tillvara allas kunskaper och erfarenheter.</p><p>Läs mer i <a href="https://www.jamstalldhetsmyndigheten.se">Jämställdhetsmyndighetens material</a>.</p>',
    }),
  },
} satisfies Meta<typeof TextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and a few paragraphs. */
export const WithTitle: Story = {};

/** Only text: no heading is rendered. */
export const WithoutTitle: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-text-plain',
      name: 'text',
      html: '<p>I den här utbildningen får du verktyg för att arbeta med jämställdhet i din egen verksamhet.</p>',
    }),
  },
};

/** Everything editors may use: subheadings, lists, a quote and a table. */
export const RichContent: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-text-rich',
      name: 'text',
      title: 'De jämställdhetspolitiska delmålen',
      html: `<p>Regeringens arbete utgår från sex delmål:</p>
<ol>
  <li>En jämn fördelning av makt och inflytande</li>
  <li>Ekonomisk jämställdhet</li>
  <li>Jämställd utbildning</li>
  <li>Jämn fördelning av det obetalda hem- och omsorgsarbetet</li>
  <li>Jämställd hälsa</li>
  <li>Mäns våld mot kvinnor ska upphöra</li>
</ol>
<h3>Kvinnors och mäns löner</h3>
<table>
  <caption>Genomsnittlig månadslön</caption>
  <thead><tr><th scope="col">Grupp</th><th scope="col">Lön</th></tr></thead>
  <tbody><tr><td>Kvinnor</td><td>36 700 kr</td></tr><tr><td>Män</td><td>40 800 kr</td></tr></tbody>
</table>
<blockquote><p>Jämställdhet är en fråga om demokrati.</p></blockquote>`,
    }),
  },
};

/** Long Swedish words and sentences wrap without breaking the layout. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-text-long',
      name: 'text',
      title:
        'Jämställdhetsintegrering i kommunernas och regionernas verksamhetsplanering och uppföljning av ekonomiska resursfördelningsmodeller',
      html: '<p>Jämställdhetsintegreringsarbetet förutsätter att könsuppdelad statistik tas fram systematiskt, att resursfördelningsanalyserna genomförs regelbundet och att resultaten återkopplas till de politiska beslutsfattarna, förvaltningsledningarna och verksamhetscheferna så att förbättringsåtgärderna kan prioriteras, budgeteras och följas upp inom ramen för den ordinarie styrningen. Arbetsmiljöförbättringsprogrammet och kompetensutvecklingsinsatserna ska utvärderas med samma noggrannhet.</p>',
    }),
  },
};
