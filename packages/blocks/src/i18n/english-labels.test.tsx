import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionRadio } from '../blocks/question-choice/question-choice';
import { BlocksProvider } from '../blocks-provider/blocks-context';
import { makeBlock } from '../test/blocks';
import { defaultLabels } from './default-labels';
import { englishLabels } from './english-labels';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('englishLabels', () => {
  it('gives every Swedish text an English one with the same placeholders', () => {
    expect(Object.keys(englishLabels).sort()).toEqual(Object.keys(defaultLabels).sort());
    for (const [key, swedish] of Object.entries(defaultLabels)) {
      const english = englishLabels[key as keyof typeof englishLabels];
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(swedish));
    }
  });

  it('turns the blocks English through the provider', () => {
    const block = makeBlock({
      block_id: 'q',
      name: 'question-radio',
      title: 'Which law forbids discrimination?',
      mandatory: true,
      has_correction: true,
      answers: [{ id: 'a', label: 'The Discrimination Act', correct: true }],
    });
    render(
      <BlocksProvider labels={englishLabels}>
        <QuestionRadio block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('button', { name: 'Check the answer' })).toBeInTheDocument();
    expect(screen.getByText('(required)')).toBeInTheDocument();
  });
});
