import { describe, expect, it } from 'vitest';
import { ARCHIVE_MAX_BYTES, archiveFileProblem, fileTypeLabel } from './files';

describe('fileTypeLabel', () => {
  it('names known MIME types', () => {
    expect(fileTypeLabel({ mime_type: 'application/pdf' })).toBe('PDF');
    expect(fileTypeLabel({ mime_type: 'application/vnd.ms-powerpoint' })).toBe('PowerPoint');
    expect(fileTypeLabel({ mime_type: 'text/plain; charset=utf-8' })).toBe('Text');
  });

  it('falls back to the extension of the name, then of the URL', () => {
    expect(fileTypeLabel({ mime_type: 'application/x-unknown', name: 'plan.odp' })).toBe('ODP');
    expect(fileTypeLabel({ name: 'Plan', url: 'https://example.se/filer/plan.pptx?v=2#sida' })).toBe(
      'PowerPoint',
    );
    expect(fileTypeLabel({ name: 'bild.JPEG' })).toBe('JPG');
  });

  it('is undefined when nothing tells the type', () => {
    expect(fileTypeLabel({ name: 'Affisch', url: '/filer/hamta?id=4' })).toBeUndefined();
    expect(fileTypeLabel({})).toBeUndefined();
  });
});

describe('archive rules', () => {
  it('accepts allowed files up to 10 MB and refuses others', () => {
    expect(
      archiveFileProblem({ name: 'a.pdf', type: 'application/pdf', size: ARCHIVE_MAX_BYTES }),
    ).toBeNull();
    expect(archiveFileProblem({ name: 'a.pdf', type: 'application/pdf', size: ARCHIVE_MAX_BYTES + 1 })).toBe(
      'too-large',
    );
    expect(archiveFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(archiveFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(archiveFileProblem({ name: 'a.html', type: 'text/html', size: 10 })).toBe('type');
  });

  it('decides by the name when the browser gives no type', () => {
    expect(archiveFileProblem({ name: 'Plan.DOCX', type: '', size: 10 })).toBeNull();
    expect(archiveFileProblem({ name: 'script.js', type: '', size: 10 })).toBe('type');
  });
});
