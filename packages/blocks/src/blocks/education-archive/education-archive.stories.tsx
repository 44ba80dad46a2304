import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlock } from '../../test/blocks';
import { EducationArchive } from './education-archive';
import { type StoryArchiveOptions, StoryArchiveProvider } from './education-archive-story-data';

const meta = {
  title: 'Utbildning/Filarkiv (education-archive)',
  component: EducationArchive,
  args: {
    block: makeBlock({
      block_id: 'story-archive',
      name: 'education-archive',
      title: 'Arbetslagets filer',
      html: '<p>Här delar arbetslaget planer, kartläggningar och anteckningar från arbetet med likabehandling.</p>',
    }),
  },
  decorators: [
    (Story, context) => (
      <StoryArchiveProvider
        options={context.parameters.archive as StoryArchiveOptions | undefined}
        loggedIn={context.parameters.loggedIn !== false}
      >
        <Story />
      </StoryArchiveProvider>
    ),
  ],
} satisfies Meta<typeof EducationArchive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Files from the learner (with "Ta bort") and from others, and the upload form. */
export const WithFiles: Story = {};

/** With folders, the files can be filtered by folder. */
export const WithFolders: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-archive-folders',
      name: 'education-archive',
      title: 'Arbetslagets filer',
      folders: [
        { id: 'planer', title: 'Planer och policyer' },
        { id: 'kartlaggning', title: 'Kartläggning' },
      ],
    }),
  },
};

/** No files yet; without a title the heading is "Filarkiv". */
export const Empty: Story = {
  args: { block: makeBlock({ block_id: 'story-archive-empty', name: 'education-archive' }) },
  parameters: { archive: { files: [] } },
};

/** Anonymous visitors are asked to log in. */
export const Anonymous: Story = { parameters: { loggedIn: false } };

/** While the files are loading. */
export const Loading: Story = { parameters: { archive: { pending: true } } };

/** The files could not be loaded. */
export const LoadError: Story = { parameters: { archive: { failList: true } } };

/** Long Swedish file names and names of people wrap inside the table. */
export const LongText: Story = {
  parameters: {
    archive: {
      files: [
        {
          id: 1,
          name: 'Slutrapport_jämställdhetsintegrering_i_grundskolans_årskurs_7-9_med_bilagor_och_enkätresultat_2025-2026.pdf',
          mime_type: 'application/pdf',
          size: 9_850_000,
          uploaded_at: 1_767_261_600,
          owner: 'Maria Andersson-Bergqvist, förstelärare i samhällskunskap och jämställdhetsombud',
          own: true,
        },
        {
          id: 2,
          name: 'Presentation för föräldramöte om normer och värderingar.pptx',
          mime_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          size: 4_120_000,
          owner: 'Johan',
          own: false,
        },
        {
          id: 3,
          name: 'Minnesanteckningar.txt',
          mime_type: 'text/plain',
          size: 1_200,
          uploaded_at: 1_767_348_000,
          own: false,
        },
      ],
    },
  },
};
