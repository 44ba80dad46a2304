import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlocksApi } from '../../blocks-provider/api';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { AnswerHarness } from '../../test/answer-harness';
import { makeBlock } from '../../test/blocks';
import { QuestionCheckbox, QuestionRadio } from './question-choice';

const radio = makeBlock({
  block_id: 'q1',
  name: 'question-radio',
  title: 'Vilken lag förbjuder diskriminering?',
  has_correction: true,
  answers: [
    { id: 'dl', label: 'Diskrimineringslagen', correct: true },
    { id: 'pbl', label: 'Plan- och bygglagen' },
  ],
  correct_description: '<p>Diskrimineringslagen gäller i skolan.</p>',
  wrong_heading: 'Tyvärr fel',
});

describe('question-radio', () => {
  it('groups the options under the question and reports a choice with its block and part', async () => {
    const onAnswer = vi.fn();
    render(
      <BlocksProvider education={null} onAnswer={onAnswer}>
        <QuestionRadio block={radio} />
      </BlocksProvider>,
    );
    const group = screen.getByRole('group', { name: 'Vilken lag förbjuder diskriminering?' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Plan- och bygglagen'));
    expect(onAnswer).toHaveBeenCalledWith({ educationId: 0, blockId: 'q1', values: ['pbl'], part: 'normal' });
  });

  it('tells the host each "Rätta svaret" with the answer checked (the player keeps the first)', async () => {
    const onCheck = vi.fn();
    const education = { id: 12, educationId: 40 } as never;
    render(
      <AnswerHarness onCheck={onCheck} education={education}>
        <QuestionRadio block={radio} />
      </AnswerHarness>,
    );
    await userEvent.click(screen.getByLabelText('Plan- och bygglagen'));
    await userEvent.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    expect(onCheck).toHaveBeenCalledWith({ educationId: 40, blockId: 'q1', values: ['pbl'], part: 'normal' });
  });

  it('uses the id of the current education', async () => {
    const onAnswer = vi.fn();
    const education = { id: 12, educationId: 40 } as never;
    render(
      <BlocksProvider education={education} onAnswer={onAnswer}>
        <QuestionRadio block={radio} />
      </BlocksProvider>,
    );
    await userEvent.click(screen.getByLabelText('Diskrimineringslagen'));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ educationId: 40 }));
  });

  it('shows wrong, then correct feedback in a live region after checking', async () => {
    render(
      <AnswerHarness>
        <QuestionRadio block={radio} />
      </AnswerHarness>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const check = screen.getByRole('button', { name: 'Rätta svaret' });
    expect(check).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Plan- och bygglagen'));
    await userEvent.click(check);
    expect(status).toHaveTextContent('Fel svar: Tyvärr fel');
    await userEvent.click(screen.getByLabelText('Diskrimineringslagen'));
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(check);
    expect(status).toHaveTextContent('Rätt svar: Rätt!');
    expect(status).toHaveTextContent('Diskrimineringslagen gäller i skolan.');
  });

  it('shows a saved answer as chosen, with its feedback', () => {
    render(
      <AnswerHarness initial={{ q1: ['dl'] }}>
        <QuestionRadio block={radio} />
      </AnswerHarness>,
    );
    expect(screen.getByLabelText('Diskrimineringslagen')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Rätt svar');
  });

  it('marks a missing mandatory answer in words and ties the message to the group', () => {
    render(
      <AnswerHarness missing={['q1']}>
        <QuestionRadio block={{ ...radio, mandatory: true }} />
      </AnswerHarness>,
    );
    const group = screen.getByRole('group', {
      name: /Vilken lag förbjuder diskriminering\? \(obligatorisk\)/,
    });
    expect(group).toHaveAccessibleDescription('Svara på frågan innan du går vidare.');
    expect(screen.getByLabelText('Diskrimineringslagen')).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives the first option the block control id so the host can focus it', () => {
    render(<QuestionRadio block={radio} />);
    expect(screen.getByLabelText('Diskrimineringslagen')).toHaveAttribute('id', 'jb-q1');
  });

  it('takes other texts from the provider', () => {
    render(
      <BlocksProvider labels={{ 'question.check': 'Check answer' }}>
        <QuestionRadio block={radio} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeInTheDocument();
  });

  it('has no check button without has_correction', () => {
    render(<QuestionRadio block={{ ...radio, has_correction: false }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('question-checkbox', () => {
  const checkbox = makeBlock({
    block_id: 'q2',
    name: 'question-checkbox',
    title: 'Vilka är diskrimineringsgrunder?',
    multiselect: true,
    has_correction: true,
    answers: [
      { id: 'kon', label: 'Kön', correct: true },
      { id: 'alder', label: 'Ålder', correct: true },
      { id: 'lon', label: 'Lönenivå' },
    ],
  });

  it('adds and removes values and grades the whole set', async () => {
    const onAnswer = vi.fn();
    render(
      <AnswerHarness onAnswer={onAnswer}>
        <QuestionCheckbox block={checkbox} />
      </AnswerHarness>,
    );
    await userEvent.click(screen.getByLabelText('Kön'));
    await userEvent.click(screen.getByLabelText('Lönenivå'));
    await userEvent.click(screen.getByLabelText('Lönenivå'));
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ values: ['kon'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    expect(screen.getByRole('status')).toHaveTextContent('Fel svar');
    await userEvent.click(screen.getByLabelText('Ålder'));
    await userEvent.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    expect(screen.getByRole('status')).toHaveTextContent('Rätt svar');
  });

  it('is operable with the keyboard: space toggles a checkbox', async () => {
    render(
      <AnswerHarness>
        <QuestionCheckbox block={checkbox} />
      </AnswerHarness>,
    );
    await userEvent.tab();
    expect(screen.getByLabelText('Kön')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Kön')).toBeChecked();
  });
});

describe('a question checked on the server (check_on_server)', () => {
  // As a course that gives a certificate sends it: no correct flags, no feedback texts.
  const withoutKey = makeBlock({
    block_id: 'q9',
    name: 'question-radio',
    title: 'Vilken lag förbjuder diskriminering?',
    has_correction: true,
    check_on_server: true,
    answers: [
      { id: 'dl', label: 'Diskrimineringslagen' },
      { id: 'pbl', label: 'Plan- och bygglagen' },
    ],
  });
  const education = { id: 100 } as never;

  function serverKey() {
    return vi.fn<NonNullable<BlocksApi['checkAnswers']>>(async (_educationId, answers) =>
      answers.map(({ block_id, values }) =>
        values[0] === 'dl'
          ? { block_id, result: 'correct' as const, description: 'Diskrimineringslagen gäller i skolan.' }
          : { block_id, result: 'wrong' as const, heading: 'Tyvärr fel' },
      ),
    );
  }

  it('asks the server on "Rätta svaret" and announces its result and texts', async () => {
    const checkAnswers = serverKey();
    render(
      <AnswerHarness api={{ checkAnswers }} education={education}>
        <QuestionRadio block={withoutKey} />
      </AnswerHarness>,
    );
    const status = screen.getByRole('status');
    await userEvent.click(screen.getByLabelText('Plan- och bygglagen'));
    expect(checkAnswers).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    expect(checkAnswers).toHaveBeenCalledWith(100, [{ block_id: 'q9', values: ['pbl'] }]);
    await waitFor(() => expect(status).toHaveTextContent('Fel svar: Tyvärr fel'));

    await userEvent.click(screen.getByLabelText('Diskrimineringslagen'));
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    await waitFor(() => expect(status).toHaveTextContent('Rätt svar: Rätt!'));
    expect(status).toHaveTextContent('Diskrimineringslagen gäller i skolan.');
  });

  it('checks a saved answer when the page opens', async () => {
    const checkAnswers = serverKey();
    render(
      <AnswerHarness api={{ checkAnswers }} education={education} initial={{ q9: ['dl'] }}>
        <QuestionRadio block={withoutKey} />
      </AnswerHarness>,
    );
    expect(await screen.findByText('Diskrimineringslagen gäller i skolan.')).toBeInTheDocument();
    expect(checkAnswers).toHaveBeenCalledTimes(1);
  });

  it('says so while checking, and when the server cannot answer; never guesses a result', async () => {
    let fail: (error: Error) => void = () => {};
    const checkAnswers = vi.fn(() => new Promise<never>((_resolve, reject) => (fail = reject)));
    render(
      <AnswerHarness api={{ checkAnswers }} education={education}>
        <QuestionRadio block={withoutKey} />
      </AnswerHarness>,
    );
    const status = screen.getByRole('status');
    await userEvent.click(screen.getByLabelText('Diskrimineringslagen'));
    await userEvent.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    expect(status).toHaveTextContent('Svaret rättas …');
    fail(new Error('offline'));
    await waitFor(() => expect(status).toHaveTextContent('Svaret kunde inte rättas just nu.'));
    expect(status).not.toHaveTextContent(/Rätt svar|Fel svar/);
  });
});
