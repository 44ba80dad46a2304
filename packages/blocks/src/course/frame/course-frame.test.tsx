import type { Education, Page } from '@jamstalldhet/contract';
import { EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { courseLabels } from '../course-labels';
import { createFetchTransport } from '../host/transport';
import type { CourseProgressApi, OtherCourseConflict } from '../progress/course-progress-types';
import { CourseProvider } from '../progress/course-provider';
import { CourseBlockList, CourseFrame } from './course-frame';
import { SAVE_STATE_LABELS, SaveStateText } from './save-state';

const question = {
  block_id: 'fraga',
  name: 'question-radio',
  title: 'Vilken färg har himlen?',
  answers: [
    { id: 'bla', label: 'Blå' },
    { id: 'gron', label: 'Grön' },
  ],
};
const education: Education = EducationSchema.parse({
  id: 7,
  slug: 'kurs',
  title: 'Kursen',
  chapters: [{ title: 'Ett', episodes: [{ title: 'Första', components: [[question]] }] }],
});
// The block as parsed, with its defaults (visibility, part).
const block = education.chapters[0]?.episodes[0]
  ?.components[0]?.[0] as Education['chapters'][0]['episodes'][0]['components'][0][0];
const page: Page = PageSchema.parse({ id: 70, slug: 'kurs', title: 'Kursen', post_type: 'education' });

function fakeCourse(overrides: Partial<CourseProgressApi> = {}): CourseProgressApi {
  return {
    loggedIn: false,
    progress: null,
    answers: new Map(),
    onAnswer: () => {},
    onCheck: () => {},
    saveState: 'local',
    hasUnsavedAnswers: false,
    conflict: null,
    switchCourse: () => {},
    keepOtherCourse: () => {},
    syncNow: async () => {},
    saveEvaluation: async () => true,
    complete: async () => ({ passed: false, unanswered: [] }),
    certificateToken: null,
    recoverCertificateToken: async () => null,
    ...overrides,
  };
}

/** A course whose answers are refused, as the store does while another course holds the device. */
function RefusingCourse({ onSwitch, onKeep }: { onSwitch(): void; onKeep(): void }) {
  const [conflict, setConflict] = useState<OtherCourseConflict | null>(null);
  const course = fakeCourse({
    conflict,
    onAnswer: (answer) =>
      setConflict({ otherEducationId: 100, otherEducationTitle: 'Jämställdhet i skolan', answer }),
    switchCourse: () => {
      onSwitch();
      setConflict(null);
    },
    keepOtherCourse: () => {
      onKeep();
      setConflict(null);
    },
  });
  // The frame needs the player's host; nothing here reaches the transport.
  return (
    <CourseProvider
      transport={createFetchTransport({ request: () => Promise.reject(new TypeError('offline')) })}
    >
      <CourseFrame page={page} education={education} course={course}>
        <CourseBlockList blocks={[block]} />
      </CourseFrame>
    </CourseProvider>
  );
}

describe('CourseFrame', () => {
  it('asks an anonymous learner answering in a second course what to do, naming the other course', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    render(<RefusingCourse onSwitch={onSwitch} onKeep={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Blå' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dina svar sparas för en utbildning i taget' });
    expect(dialog).toHaveAccessibleDescription(/svarat på frågor i utbildningen Jämställdhet i skolan/);
    await user.click(within(dialog).getByRole('button', { name: 'Byt till den här utbildningen' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the refused answer off the question when the learner keeps the other course', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn();
    render(<RefusingCourse onSwitch={() => {}} onKeep={onKeep} />);
    await user.click(screen.getByRole('radio', { name: 'Blå' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Behåll den andra' }));

    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Blå' })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Blå' })).toHaveFocus());
  });
});

describe('SaveStateText', () => {
  it('says where the answers are in words, in a polite live region', () => {
    const { rerender } = render(<SaveStateText state="saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('Dina svar: … Sparar …');
    rerender(<SaveStateText state="failed" />);
    expect(screen.getByRole('status')).toHaveTextContent(courseLabels[SAVE_STATE_LABELS.failed]);
    const texts = Object.values(SAVE_STATE_LABELS).map((key) => courseLabels[key]);
    expect(texts).toEqual([
      'Sparas på den här enheten',
      'Sparat',
      'Sparas strax',
      'Sparar …',
      'Inte sparat ännu – vi försöker igen',
    ]);
  });
});
