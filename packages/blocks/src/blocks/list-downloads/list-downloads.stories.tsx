import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { ListDownloads } from './list-downloads';

const block = makeBlock({
  block_id: 'story-downloads',
  name: 'list-downloads',
  title: 'Material att ladda ner',
  html: '<p>Använd materialet när ni går utbildningen tillsammans i arbetslaget.</p>',
  items: [
    {
      title: 'Lärarhandledning',
      text: 'Upplägg, tidsåtgång och diskussionsfrågor för varje kapitel.',
      file: {
        url: '/filer/larhandledning.pdf',
        name: 'larhandledning.pdf',
        mime_type: 'application/pdf',
        size: 2_400_000,
      },
    },
    {
      title: 'Övningar för arbetslaget',
      file: {
        url: '/filer/ovningar.docx',
        name: 'ovningar.docx',
        mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 48_200,
      },
    },
    {
      title: 'Könsuppdelad statistik för din kommun',
      file: { url: '/filer/statistik.xlsx', name: 'statistik.xlsx', size: 310_000 },
    },
  ],
});

const meta = {
  title: 'Media/Nedladdningar (list-downloads)',
  component: ListDownloads,
  args: { block },
} satisfies Meta<typeof ListDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Files with name, type and size. */
export const Default: Story = {};

/** Only the file names are known. */
export const WithoutDetails: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-downloads-plain',
      name: 'list-downloads',
      items: [
        { file: { url: '/filer/hamta?id=1', name: 'Affisch om diskrimineringsgrunderna' } },
        { file: { url: '/filer/hamta?id=2', name: 'Checklista för jämställd planering' } },
      ],
    }),
  },
};

/** No files: the learner is told so. */
export const Empty: Story = { args: { block: { ...block, items: [] } } };

/** Long Swedish file names wrap next to the icon. */
export const LongText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-downloads-long',
      name: 'list-downloads',
      title: 'Fördjupning',
      items: [
        {
          title:
            'Kartläggning och analys av resursfördelningen mellan flickors och pojkars fritidsaktiviteter i kommunens föreningsliv',
          text: 'Rapporten beskriver metoden steg för steg och innehåller mallar för insamling av könsuppdelad statistik, exempel på analysfrågor och förslag på hur resultaten kan återkopplas till politiken.',
          file: {
            url: '/filer/resursfordelning.pdf',
            name: 'resursfordelning.pdf',
            mime_type: 'application/pdf',
            size: 14_750_000,
          },
        },
      ],
    }),
  },
};
