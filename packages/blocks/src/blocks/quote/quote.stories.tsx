import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { Quote } from './quote';

const block = makeBlock({
  block_id: 'story-quote',
  name: 'quote',
  html: '<p>När vi började räkna vem som fick ordet i klassrummet blev vi förvånade. Pojkarna talade dubbelt så mycket.</p>',
  title: 'Lärare på högstadiet i Umeå',
});

const meta = {
  title: 'Innehåll/Citat (quote)',
  component: Quote,
  args: { block },
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quotation with its source. */
export const WithSource: Story = {};

/** Without a source. */
export const WithoutSource: Story = { args: { block: { ...block, title: undefined } } };

/** A long Swedish quotation in two paragraphs. */
export const LongText: Story = {
  args: {
    block: {
      ...block,
      html: '<p>Jämställdhetsintegreringsarbetet i vår förvaltning tog fart först när vi slutade se det som ett sidospår och i stället byggde in analyserna i budgetprocessen, verksamhetsplaneringen och uppföljningen av varje enhet.</p><p>Då blev det tydligt att resursfördelningen mellan flickors och pojkars fritidsaktiviteter inte var en fråga om enstaka beslut, utan om hur hela systemet var konstruerat.</p>',
      title: 'Förvaltningschef, kultur- och fritidsförvaltningen i en mellanstor svensk kommun',
    },
  },
};
