import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeBlock } from '../../test/blocks';
import { EducationArchive } from './education-archive';
import { type StoryArchiveOptions, StoryArchiveProvider } from './education-archive-story-data';

const meta = {
  title: 'Utbildning/Filarkiv (education-archive)/Interaktion',
  component: EducationArchive,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({ block_id: 'play-archive', name: 'education-archive', title: 'Arbetslagets filer' }),
  },
  decorators: [
    (Story, context) => (
      <StoryArchiveProvider options={context.parameters.archive as StoryArchiveOptions | undefined}>
        <Story />
      </StoryArchiveProvider>
    ),
  ],
} satisfies Meta<typeof EducationArchive>;

export default meta;
type Story = StoryObj<typeof meta>;

function pdf(name: string, size: number): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  // The size is what the rules look at; no need to fill memory with megabytes.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Choose a file, see its name and size, upload it with the keyboard and hear that it is done. */
export const Upload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Arbetslagets filer' });
    const input = canvas.getByLabelText('Välj fil');
    await userEvent.upload(input, pdf('Handlingsplan mot kränkningar.pdf', 2_400_000));
    await expect(canvas.getByText('Vald fil: Handlingsplan mot kränkningar.pdf, 2,4 MB')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ladda upp' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Filen är uppladdad.')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Handlingsplan mot kränkningar.pdf' }),
    ).toBeInTheDocument();
  },
};

/** The upload is under way. */
export const Uploading: Story = {
  parameters: { archive: { uploadPending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Välj fil'), pdf('Enkätresultat.pdf', 540_000));
    await userEvent.click(canvas.getByRole('button', { name: 'Ladda upp' }));
    await expect(await canvas.findByText('Laddar upp …')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ladda upp' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A file over 10 MB is stopped before uploading, with the error next to the field. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Välj fil');
    await userEvent.upload(input, pdf('Filmklipp från temadagen.pdf', 12_500_000));
    await expect(input).toHaveAccessibleDescription(/Fel: Filen är 12,5 MB\. Den får vara högst 10 MB\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Ladda upp' }));
    await expect(input).toHaveFocus();
  },
};

/** The server refuses the file (413): the error is announced and the file stays chosen. */
export const ServerTooLarge: Story = {
  parameters: { archive: { failUpload: 413 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Välj fil'), pdf('Årsrapport.pdf', 9_900_000));
    await userEvent.click(canvas.getByRole('button', { name: 'Ladda upp' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Filen är för stor.');
    await expect(canvas.getByText('Vald fil: Årsrapport.pdf, 9,9 MB')).toBeInTheDocument();
  },
};

/** Delete one's own file after confirming; focus moves to the heading. */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deleteButton = await canvas.findByRole('button', {
      name: 'Ta bort Kartläggning av talutrymme.xlsx',
    });
    deleteButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Vill du ta bort Kartläggning av talutrymme.xlsx?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    // Enter on the focused "Avbryt" (a synthetic Escape cannot reach the native dialog's cancel).
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(deleteButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await expect(await canvas.findByText('Filen är borttagen.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvas.queryByRole('rowheader', { name: 'Kartläggning av talutrymme.xlsx' }),
      ).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('heading', { name: 'Arbetslagets filer' })).toHaveFocus();
  },
};
