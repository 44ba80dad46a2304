import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../blocks-provider/blocks-context';
import { makeBlock } from '../test/blocks';
import { BlockList } from './block-list';

const question = makeBlock({
  block_id: 'q1',
  name: 'question-radio',
  title: 'Fråga ett',
  answers: [{ id: 'a', label: 'A' }],
});
const evaluationQuestion = makeBlock({
  block_id: 'e1',
  name: 'question-radio',
  part: 'evaluation',
  title: 'Vad tyckte du om utbildningen?',
  answers: [{ id: '5', label: 'Mycket bra' }],
});

describe('BlockList', () => {
  it('renders each block by its name, in order', () => {
    render(<BlockList blocks={[question, { ...question, block_id: 'q2', title: 'Fråga två' }]} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Fråga ett' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fråga två' })).toBeInTheDocument();
  });

  it('renders only the asked-for part', () => {
    render(<BlockList blocks={[question, evaluationQuestion]} part="evaluation" />);
    expect(screen.queryByRole('group', { name: 'Fråga ett' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vad tyckte du om utbildningen?' })).toBeInTheDocument();
  });

  it('honours visibility for anonymous and logged-in visitors', () => {
    const blocks = [
      { ...question, visibility: 'anonymous' as const },
      { ...question, block_id: 'q2', title: 'Bara inloggade', visibility: 'logged_in' as const },
    ];
    const { unmount } = render(<BlockList blocks={blocks} />);
    expect(screen.getByRole('group', { name: 'Fråga ett' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Bara inloggade' })).not.toBeInTheDocument();
    unmount();
    render(
      <BlocksProvider
        user={{ first_name: 'Anna', role: '', scope: [], email_verified: true, loggedIn: true }}
      >
        <BlockList blocks={blocks} />
      </BlocksProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Fråga ett' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bara inloggade' })).toBeInTheDocument();
  });

  it('puts layout fields on the frame, and only known background colours', () => {
    const { container } = render(
      <BlockList
        blocks={[
          { ...question, bgcolor: 'purple', padding: 'large', border: true, align: 'center', sidebar: true },
          { ...question, block_id: 'q2', bgcolor: 'url(javascript:alert(1))' },
        ]}
      />,
    );
    const [first, second] = container.querySelectorAll('.jb-block-frame');
    expect(first).toHaveAttribute('data-bgcolor', 'purple');
    expect(first).toHaveAttribute('data-padding', 'large');
    expect(first).toHaveAttribute('data-border', 'true');
    expect(first).toHaveAttribute('data-align', 'center');
    expect(first).toHaveAttribute('data-sidebar', 'true');
    expect(second).not.toHaveAttribute('data-bgcolor');
  });

  it('renders nothing for an unknown block, and a warning in development', () => {
    const unknown = makeBlock({ block_id: 'x1', name: 'framtida-block' });
    const { container, unmount } = render(<BlockList blocks={[unknown]} />);
    expect(container.querySelector('.jb-block-frame')).toBeNull();
    unmount();
    render(
      <BlocksProvider development>
        <BlockList blocks={[unknown]} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Okänt block "framtida-block" (x1) visas inte för besökare.',
    );
  });

  it('takes a registry with extra blocks', () => {
    const custom = makeBlock({ block_id: 'c1', name: 'my-block' });
    render(<BlockList blocks={[custom]} registry={{ 'my-block': () => <p>Eget block</p> }} />);
    expect(screen.getByText('Eget block')).toBeInTheDocument();
  });
});
