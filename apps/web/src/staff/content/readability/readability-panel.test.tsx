import { type BlockInput, EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReadabilityPanel } from './readability-panel';

const text = (blockId: string, html: string): BlockInput => ({ block_id: blockId, name: 'text', html });
// 18 words in 2 sentences, 5 of them long: LIX 18 / 2 + 100 × 5 / 18 = 36.8.
const EASY =
  '<p>Jämställdhet handlar om makt. Kvinnor och män ska ha samma möjligheter att forma samhället och sina egna liv.</p>';
const LONG = `<p>${Array.from({ length: 30 }, () => 'ord').join(' ')}.</p>`;

describe('ReadabilityPanel', () => {
  it("says a page's LIX and band in the summary of a closed disclosure (the browser's own keyboard)", () => {
    const page = PageSchema.parse({ id: 1, slug: 'om', title: 'Om', components: [text('a', EASY)] });
    render(<ReadabilityPanel document={page} />);
    const summary = screen.getByText('Läsbarhet: LIX 37, Medelsvår');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.open).toBe(false);
  });

  it("lists each of a course's pages, and the sentences of more than 25 words", async () => {
    const course = EducationSchema.parse({
      id: 2,
      slug: 'kurs',
      title: 'Kurs',
      chapters: [
        { title: 'K', episodes: [{ title: 'E', components: [[text('a', EASY)], [text('b', LONG)]] }] },
      ],
    });
    render(<ReadabilityPanel document={course} />);
    await userEvent.click(screen.getByText(/^Läsbarhet:/));
    const table = screen.getByRole('table', { name: 'Läsbarhet per sida' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SidaLIXMeningar med fler än 25 ord',
      'Kapitel 1, Episod 1, Sida 1LIX 37, MedelsvårInga',
      'Kapitel 1, Episod 1, Sida 2LIX 30, Medelsvår1',
    ]);
    expect(screen.getByRole('heading', { name: 'Meningar med fler än 25 ord' })).toBeInTheDocument();
    expect(screen.getByText(/Kapitel 1, Episod 1, Sida 2:/).closest('li')?.textContent).toContain(
      'ord ord ord',
    );
  });

  it('says there is no text yet for an empty page', () => {
    render(
      <ReadabilityPanel document={PageSchema.parse({ id: 3, slug: 'tom', title: 'Tom', components: [] })} />,
    );
    expect(screen.getByText('Läsbarhet: ingen text ännu')).toBeInTheDocument();
  });
});
