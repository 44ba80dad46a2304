import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnswerHarness } from '../../test/answer-harness';
import { makeBlock } from '../../test/blocks';
import { QuestionInputText, QuestionTextarea } from './question-text';

const input = makeBlock({
  block_id: 't1',
  name: 'question-input-text',
  title: 'Ge ett exempel på en norm i skolan',
  placeholder: 'Skriv här',
});

describe('question-input-text', () => {
  it('is labelled by the question and says the limit, 30 characters by default', () => {
    render(<QuestionInputText block={input} />);
    const field = screen.getByRole('textbox', { name: 'Ge ett exempel på en norm i skolan' });
    expect(field).toHaveAccessibleDescription('Du kan skriva högst 30 tecken.');
    expect(field).toHaveAttribute('maxlength', '30');
    expect(field).toHaveAttribute('placeholder', 'Skriv här');
  });

  it('reports what is typed and counts the characters', async () => {
    const onAnswer = vi.fn();
    render(
      <AnswerHarness onAnswer={onAnswer}>
        <QuestionInputText block={input} />
      </AnswerHarness>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'Tystnad');
    expect(onAnswer).toHaveBeenLastCalledWith(
      expect.objectContaining({ blockId: 't1', values: ['Tystnad'] }),
    );
    expect(screen.getByText('7 av 30 tecken')).toBeInTheDocument();
  });

  it('stops at max_length and says so', async () => {
    render(
      <AnswerHarness>
        <QuestionInputText block={{ ...input, max_length: 5 }} />
      </AnswerHarness>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'jämställdhet');
    expect(screen.getByRole('textbox')).toHaveValue('jämst');
    expect(screen.getByRole('status')).toHaveTextContent('Du har skrivit så mycket som får plats.');
  });

  it('shows a saved answer', () => {
    render(
      <AnswerHarness initial={{ t1: ['Tystnad'] }}>
        <QuestionInputText block={input} />
      </AnswerHarness>,
    );
    expect(screen.getByRole('textbox')).toHaveValue('Tystnad');
  });

  it('marks a missing mandatory answer', () => {
    render(
      <AnswerHarness missing={['t1']}>
        <QuestionInputText block={{ ...input, mandatory: true }} />
      </AnswerHarness>,
    );
    const field = screen.getByRole('textbox', { name: /\(obligatorisk\)/ });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Svara på frågan innan du går vidare\./);
  });
});

describe('question-textarea', () => {
  it('is a multi-line field with the block limit', () => {
    render(
      <QuestionTextarea
        block={makeBlock({ block_id: 't2', name: 'question-textarea', title: 'Reflektera', max_length: 500 })}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Reflektera' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAccessibleDescription('Du kan skriva högst 500 tecken.');
  });
});
