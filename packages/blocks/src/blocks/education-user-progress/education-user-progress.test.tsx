import { EducationSchema } from '@jamstalldhet/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { EducationUserProgress } from './education-user-progress';

const block = makeBlock({ block_id: 'u1', name: 'education-user-progress' });

const education = EducationSchema.parse({
  id: 12,
  slug: 'jamstalldhet-i-skolan',
  title: 'Jämställdhet i skolan',
  chapters: ['q1', 'q2', 'q3'].map((blockId) => ({
    title: `Kapitel ${blockId}`,
    episodes: [
      { title: 'Avsnitt', components: [[{ block_id: blockId, name: 'question-radio', mandatory: true }]] },
    ],
  })),
});
const entries = [
  { educationId: 12, blockId: 'q1', values: ['ja'], part: 'normal' as const },
  { educationId: 12, blockId: 'q2', values: ['nej'], part: 'normal' as const },
];

describe('education-user-progress', () => {
  it('shows the progress of the current education as a named bar and in words', () => {
    render(
      <BlocksProvider
        education={education}
        progress={{ educationId: 12, entries, lastModified: null, lastPush: null, completed: false }}
      >
        <EducationUserProgress block={block} />
      </BlocksProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Dina framsteg i utbildningen' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '3');
    expect(bar).toHaveAccessibleDescription('2 av 3 kapitel klara');
  });

  it('counts the answers the server sent for a logged-in learner', () => {
    render(
      <BlocksProvider
        education={{ ...education, user: { answers: entries.slice(0, 1) } }}
        user={{ first_name: 'Amina', role: '', scope: [], email_verified: true, loggedIn: true }}
      >
        <EducationUserProgress block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('1 av 3 kapitel klara')).toBeInTheDocument();
  });

  it('starts at zero without progress', () => {
    render(
      <BlocksProvider education={education}>
        <EducationUserProgress block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0');
    expect(screen.getByText('0 av 3 kapitel klara')).toBeInTheDocument();
  });

  it('shows explicit numbers without an education, kept within the bar', () => {
    const { unmount } = render(<EducationUserProgress block={block} done={4} total={5} />);
    expect(screen.getByRole('progressbar')).toHaveAccessibleDescription('4 av 5 kapitel klara');
    unmount();
    render(<EducationUserProgress block={block} done={7} total={5} />);
    expect(screen.getByText('5 av 5 kapitel klara')).toBeInTheDocument();
  });

  it('prefers explicit numbers over the education', () => {
    render(
      <BlocksProvider education={education}>
        <EducationUserProgress block={block} done={1} total={2} />
      </BlocksProvider>,
    );
    expect(screen.getByText('1 av 2 kapitel klara')).toBeInTheDocument();
  });

  it('says so when there are no chapters', () => {
    render(<EducationUserProgress block={block} done={0} total={0} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Utbildningen har inga kapitel ännu.')).toBeInTheDocument();
  });

  it('uses the block title as the name', () => {
    render(
      <EducationUserProgress block={{ ...block, title: 'Så långt har du kommit' }} done={1} total={2} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Så långt har du kommit' })).toBeInTheDocument();
  });

  it('renders nothing without an education or numbers', () => {
    const { container } = render(<EducationUserProgress block={block} />);
    expect(container).toBeEmptyDOMElement();
  });
});
