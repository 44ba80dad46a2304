import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { sampleEducation } from '../../engine/fixtures/education';
import { makeBlock } from '../../test/blocks';
import { EducationSchemaBlock } from './education-schema';

const schema = makeBlock({ block_id: 's1', name: 'education-schema', title: 'Så är utbildningen upplagd' });

describe('education-schema', () => {
  it('lists the chapters of the current education with their number, title and episodes', () => {
    render(
      <BlocksProvider education={sampleEducation()}>
        <EducationSchemaBlock block={schema} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Så är utbildningen upplagd' })).toBeInTheDocument();
    const chapters = screen.getAllByRole('heading', { level: 3 });
    expect(chapters.map((heading) => heading.textContent)).toEqual([
      'Kapitel 1: Grunderna',
      'Kapitel 2: I klassrummet',
      'Kapitel 3: Avslutning',
    ]);
    const outline = screen.getAllByRole('list')[0] as HTMLElement;
    expect(outline.tagName).toBe('OL');
    const firstChapter = within(outline).getAllByRole('listitem')[0] as HTMLElement;
    const episodes = within(firstChapter).getByRole('list');
    expect(episodes.tagName).toBe('OL');
    expect(
      within(episodes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vad är jämställdhet?', 'Lagen']);
  });

  it('puts chapter headings at the page level when the block has no title', () => {
    render(
      <BlocksProvider education={sampleEducation()}>
        <EducationSchemaBlock block={{ ...schema, title: undefined }} />
      </BlocksProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('shows rows written in the block instead of the outline', () => {
    render(
      <BlocksProvider education={sampleEducation()}>
        <EducationSchemaBlock
          block={{
            ...schema,
            items: [
              { title: 'Del 1: Grunderna', text: 'Cirka 30 minuter' },
              { title: 'Del 2: Praktiken', text: 'Cirka 45 minuter' },
            ],
          }}
        />
      </BlocksProvider>,
    );
    expect(screen.queryByText(/Kapitel 1/)).not.toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Del 1: GrundernaCirka 30 minuter');
  });

  it('shows rows without an education', () => {
    render(<EducationSchemaBlock block={{ ...schema, list: [{ title: 'Introduktion' }] }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Introduktion');
  });

  it('says the outline is not ready without education and rows', () => {
    render(<EducationSchemaBlock block={schema} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Utbildningens upplägg är inte klart ännu.')).toBeInTheDocument();
  });

  it('treats an education without chapters as empty', () => {
    render(
      <BlocksProvider education={sampleEducation({ chapters: [] })}>
        <EducationSchemaBlock block={schema} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Utbildningens upplägg är inte klart ännu.')).toBeInTheDocument();
  });

  it('takes its texts from the provider', () => {
    render(
      <BlocksProvider education={sampleEducation()} labels={{ 'educationSchema.chapter': 'Del {number}' }}>
        <EducationSchemaBlock block={schema} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Del 1: Grunderna' })).toBeInTheDocument();
  });
});
