import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { ListDownloads } from './list-downloads';

const downloads = makeBlock({
  block_id: 'd1',
  name: 'list-downloads',
  title: 'Material att ladda ner',
  items: [
    {
      title: 'Lärarhandledning',
      text: 'Stöd för dig som leder utbildningen.',
      file: {
        url: '/filer/handledning.pdf',
        name: 'handledning.pdf',
        mime_type: 'application/pdf',
        size: 2_400_000,
      },
    },
    {
      file: {
        url: '/filer/ovningar.docx',
        name: 'Övningar för arbetslaget',
        mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 48_200,
      },
    },
    { file: { url: '/filer/statistik.xlsx', name: 'Statistik' } },
  ],
});

describe('list-downloads', () => {
  it('lists each file as a download link with name, type and size', () => {
    render(<ListDownloads block={downloads} />);
    expect(screen.getByRole('heading', { name: 'Material att ladda ner' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const guide = screen.getByRole('link', { name: 'Lärarhandledning (PDF, 2,4 MB)' });
    expect(guide).toHaveAttribute('href', '/filer/handledning.pdf');
    expect(guide).toHaveAttribute('download');
    expect(screen.getByText('Stöd för dig som leder utbildningen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Övningar för arbetslaget (Word, 48 KB)' })).toBeInTheDocument();
  });

  it('takes the type from the URL when there is no MIME type, and leaves out an unknown size', () => {
    render(<ListDownloads block={downloads} />);
    expect(screen.getByRole('link', { name: 'Statistik (Excel)' })).toBeInTheDocument();
  });

  it('shows only the name when nothing else is known', () => {
    render(
      <ListDownloads
        block={makeBlock({
          block_id: 'd2',
          name: 'list-downloads',
          items: [{ file: { url: '/filer/hamta?id=4', name: 'Affisch' } }],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Affisch' })).toBeInTheDocument();
  });

  it('says so when there are no files, and skips items without a file', () => {
    render(<ListDownloads block={{ ...downloads, items: [{ title: 'Utan fil' }] }} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Det finns inga filer att ladda ner just nu.')).toBeInTheDocument();
  });

  it('takes the empty text from the provider', () => {
    render(
      <BlocksProvider labels={{ 'listDownloads.empty': 'Inga filer.' }}>
        <ListDownloads block={{ ...downloads, items: [] }} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Inga filer.')).toBeInTheDocument();
  });
});
