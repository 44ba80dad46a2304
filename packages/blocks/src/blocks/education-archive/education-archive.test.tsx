import type { ArchiveFile, Page, User } from '@jamstalldhet/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlocksApi } from '../../blocks-provider/api';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationArchive } from './education-archive';

const block = makeBlock({ block_id: 'arkiv-1', name: 'education-archive', title: 'Arbetslagets filer' });
const page = { id: 9, slug: 'grupprum', title: 'Grupprum' } as Page;
const user = { first_name: 'Sara', role: 'teacher' } as User;

const initialFiles: ArchiveFile[] = [
  {
    id: 1,
    name: 'Likabehandlingsplan.pdf',
    mime_type: 'application/pdf',
    size: 1_480_000,
    uploaded_at: 1_767_261_600,
    owner: 'Anna Lind',
    own: false,
    folder: 'planer',
  },
  {
    id: 2,
    name: 'Kartläggning.docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 24_300,
    owner: 'Sara Nilsson',
    own: true,
    folder: 'kartlaggning',
  },
];

function fakeApi(files: ArchiveFile[] = initialFiles) {
  let stored = [...files];
  return {
    listArchiveFiles: vi.fn(async (_blockId: string, _postId: number) => stored),
    uploadArchiveFile: vi.fn(async (_blockId: string, _postId: number, file: File) => {
      stored = [...stored, { id: 50, name: file.name, mime_type: file.type, size: file.size, own: true }];
    }),
    deleteArchiveFile: vi.fn(async (_blockId: string, fileId: number) => {
      stored = stored.filter((file) => file.id !== fileId);
    }),
    archiveFileUrl: (blockId: string, file: ArchiveFile) =>
      `/api/blocks/form/download/${blockId}/${file.id}/0`,
  } satisfies BlocksApi;
}

function renderArchive(api: BlocksApi, options: { loggedIn?: boolean; archiveBlock?: typeof block } = {}) {
  const { loggedIn = true, archiveBlock = block } = options;
  return render(
    <BlocksProvider api={api} user={loggedIn ? user : null} page={page}>
      <EducationArchive block={archiveBlock} />
    </BlocksProvider>,
  );
}

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('education-archive', () => {
  it('lists the files in a table with download links, type, size, date and owner', async () => {
    const api = fakeApi();
    renderArchive(api);
    const table = await screen.findByRole('table', { name: 'Arbetslagets filer' });
    expect(api.listArchiveFiles).toHaveBeenCalledWith('arkiv-1', 9);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Namn', 'Typ', 'Storlek', 'Uppladdad', 'Uppladdad av', 'Åtgärd']);
    const link = within(table).getByRole('link', { name: 'Likabehandlingsplan.pdf' });
    expect(link).toHaveAttribute('href', '/api/blocks/form/download/arkiv-1/1/0');
    expect(link).toHaveAttribute('download', 'Likabehandlingsplan.pdf');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('PDF');
    expect(first).toHaveTextContent('1,5 MB');
    expect(first).toHaveTextContent('1 januari 2026 klockan 11.00');
    expect(first).toHaveTextContent('Anna Lind');
    expect(second).toHaveTextContent('Word');
    expect(second).toHaveTextContent('24 KB');
    expect(second).toHaveTextContent('Sara Nilsson (du)');
    expect(second).toHaveTextContent('Uppgift saknas');
  });

  it('offers "Ta bort" only for the user’s own files', async () => {
    renderArchive(fakeApi());
    await screen.findByRole('table');
    expect(screen.getAllByRole('button', { name: /^Ta bort/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ta bort Kartläggning.docx' })).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in and loads nothing', () => {
    const api = fakeApi();
    renderArchive(api, { loggedIn: false });
    expect(screen.getByRole('link', { name: 'Logga in för att se och ladda upp filer.' })).toHaveAttribute(
      'href',
      `/anvandare/login?next=${encodeURIComponent(globalThis.location.pathname)}`,
    );
    expect(api.listArchiveFiles).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Välj fil')).not.toBeInTheDocument();
  });

  it('says when there are no files yet', async () => {
    renderArchive(fakeApi([]));
    expect(await screen.findByText('Inga filer har laddats upp ännu.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('states the rules before a file is chosen', () => {
    renderArchive(fakeApi());
    expect(screen.getByLabelText('Välj fil')).toHaveAccessibleDescription(
      'Högst 10 MB. Tillåtna filtyper: PDF, Word, Excel, PowerPoint, bilder (JPG, PNG) och text.',
    );
  });

  it('uploads a chosen file with the keyboard, shows it first and announces the result', async () => {
    const api = fakeApi();
    renderArchive(api);
    await screen.findByRole('table');
    const input = screen.getByLabelText('Välj fil');
    const file = fileOf('Handlingsplan.pdf', 'application/pdf', 2_400_000);
    await userEvent.upload(input, file);
    expect(screen.getByText('Vald fil: Handlingsplan.pdf, 2,4 MB')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ladda upp' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(api.uploadArchiveFile).toHaveBeenCalledWith('arkiv-1', 9, file);
    expect(await screen.findByText('Filen är uppladdad.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('rowheader', { name: 'Handlingsplan.pdf' })).toBeInTheDocument();
    expect(api.listArchiveFiles).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Vald fil/)).not.toBeInTheDocument();
  });

  it('says "Laddar upp …" while the upload runs', async () => {
    const api = { ...fakeApi(), uploadArchiveFile: vi.fn(() => new Promise<void>(() => {})) };
    renderArchive(api);
    await userEvent.upload(screen.getByLabelText('Välj fil'), fileOf('Plan.pdf', 'application/pdf', 5_000));
    await userEvent.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(screen.getByText('Laddar upp …')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(api.uploadArchiveFile).toHaveBeenCalledTimes(1);
  });

  it('stops a file over 10 MB before uploading, with the error next to the field', async () => {
    const api = fakeApi();
    renderArchive(api);
    const input = screen.getByLabelText('Välj fil');
    await userEvent.upload(input, fileOf('Film.pdf', 'application/pdf', 12_500_000));
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Fel: Filen är 12,5 MB\. Den får vara högst 10 MB\./);
    await userEvent.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(input).toHaveFocus();
    expect(api.uploadArchiveFile).not.toHaveBeenCalled();
  });

  it('stops a file of a type that is not allowed', async () => {
    const api = fakeApi();
    renderArchive(api);
    const input = screen.getByLabelText('Välj fil');
    await userEvent.upload(input, fileOf('program.exe', 'application/x-msdownload', 1000), {
      applyAccept: false,
    });
    expect(input).toHaveAccessibleDescription(/Fel: Den filtypen går inte att ladda upp\./);
    await userEvent.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(api.uploadArchiveFile).not.toHaveBeenCalled();
  });

  it('asks for a file when none is chosen', async () => {
    renderArchive(fakeApi());
    await userEvent.click(screen.getByRole('button', { name: 'Ladda upp' }));
    const input = screen.getByLabelText('Välj fil');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Fel: Välj en fil att ladda upp\./);
  });

  it('shows a refused upload (413) in an alert and keeps the chosen file', async () => {
    const api = {
      ...fakeApi(),
      uploadArchiveFile: vi.fn(async () => {
        throw Object.assign(new Error('Payload Too Large'), { statusCode: 413 });
      }),
    };
    renderArchive(api);
    await userEvent.upload(
      screen.getByLabelText('Välj fil'),
      fileOf('Rapport.pdf', 'application/pdf', 9_900_000),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen är för stor.');
    expect(screen.getByText('Vald fil: Rapport.pdf, 9,9 MB')).toBeInTheDocument();
  });

  it('deletes an own file only after confirming, then announces it', async () => {
    const api = fakeApi();
    renderArchive(api);
    const deleteButton = await screen.findByRole('button', { name: 'Ta bort Kartläggning.docx' });
    await userEvent.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Vill du ta bort Kartläggning.docx?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(api.deleteArchiveFile).not.toHaveBeenCalled();
    expect(deleteButton).toHaveFocus();
    await userEvent.click(deleteButton);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(api.deleteArchiveFile).toHaveBeenCalledWith('arkiv-1', 2);
    expect(await screen.findByText('Filen är borttagen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Kartläggning.docx' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Arbetslagets filer' })).toHaveFocus());
  });

  it('says when a file could not be deleted', async () => {
    const api = {
      ...fakeApi(),
      deleteArchiveFile: vi.fn(async () => {
        throw new Error('nope');
      }),
    };
    renderArchive(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort Kartläggning.docx' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att ta bort filen. Försök igen.',
    );
  });

  it('filters by folder when the block has folders', async () => {
    renderArchive(fakeApi(), {
      archiveBlock: {
        ...block,
        folders: [
          { id: 'planer', title: 'Planer' },
          { id: 'kartlaggning', title: 'Kartläggning' },
        ],
      },
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mapp' }), 'Planer');
    expect(screen.getByRole('rowheader', { name: 'Likabehandlingsplan.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Kartläggning.docx' })).not.toBeInTheDocument();
    expect(screen.getByText('Visar 1 av 2 filer.')).toBeInTheDocument();
  });

  it('says when the files cannot be loaded and tries again', async () => {
    const listArchiveFiles = vi
      .fn<(blockId: string, postId: number) => Promise<ArchiveFile[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(initialFiles);
    renderArchive({ listArchiveFiles });
    expect(screen.getByText('Hämtar filer …')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att hämta filerna.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
