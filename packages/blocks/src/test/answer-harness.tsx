import type { Education } from '@jamstalldhet/contract';
import { type ReactNode, useState } from 'react';
import type { BlocksApi } from '../blocks-provider/api';
import { type BlockAnswer, BlocksProvider } from '../blocks-provider/blocks-context';

/**
 * Keeps answers in memory the way a host does, for stories and tests: saved values go in,
 * every reported answer is stored and passed to `onAnswer`.
 */
export function AnswerHarness({
  initial = {},
  missing,
  onAnswer,
  onCheck,
  api,
  education,
  children,
}: {
  api?: BlocksApi;
  education?: Education;
  initial?: Record<string, string[]>;
  missing?: string[];
  onAnswer?: (answer: BlockAnswer) => void;
  onCheck?: (answer: BlockAnswer) => void;
  children?: ReactNode;
}) {
  const [answers, setAnswers] = useState(() => new Map<string, readonly string[]>(Object.entries(initial)));
  return (
    <BlocksProvider
      answers={answers}
      api={api}
      education={education}
      missingBlockIds={missing}
      onCheck={onCheck}
      onAnswer={(answer) => {
        setAnswers((previous) => new Map(previous).set(answer.blockId, answer.values));
        onAnswer?.(answer);
      }}
    >
      {children}
    </BlocksProvider>
  );
}
