import { type CourseProgressApi, useCourseProgress } from '@jamstalldhet/blocks/course';
import { educationKey } from '@jamstalldhet/blocks/engine';
import { type Education, EducationSchema } from '@jamstalldhet/contract';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { usePage } from '../src/data/use-page';
import { useSettings } from '../src/data/use-settings';
import { useAuth } from '../src/site/services';
import { demoApiUrl, renderApp } from './render-app';

/** The latest progress API each probe saw, by education id, for the test to act through. */
export const probes = new Map<number, CourseProgressApi>();

/** Shows one course's progress as a page would, and hands its API to the test. */
export function ProgressProbe({ education }: { education: Education }) {
  const progress = useCourseProgress(education);
  probes.set(educationKey(education), progress);
  return (
    <section aria-label={education.title}>
      <p>Sparstatus: {progress.saveState}</p>
      <p>Osparade svar: {progress.hasUnsavedAnswers ? 'ja' : 'nej'}</p>
      <p>Genomförd: {progress.progress?.completed ? 'ja' : 'nej'}</p>
      {progress.conflict && <p role="alert">Svar i {progress.conflict.otherEducationTitle}</p>}
      <ul aria-label="Svar">
        {[...progress.answers].map(([blockId, values]) => (
          <li key={blockId}>{`${blockId}=${values.join('+')}`}</li>
        ))}
      </ul>
    </section>
  );
}

/** The session and the settings as the site sees them; a way in with a token, as after login. */
export function SessionControl({ loginToken }: { loginToken?: () => string }) {
  const auth = useAuth();
  const { settings } = useSettings();
  return (
    <>
      <p>Session: {auth.status}</p>
      <p>Inställningar: {settings ? 'lästa' : 'väntar'}</p>
      {loginToken && (
        <button type="button" onClick={() => void auth.acceptToken(loginToken())}>
          Logga in i testet
        </button>
      )}
    </>
  );
}

/** The learner's status in a course as the course page's data says (refreshed after completion). */
export function PageStatus({ slug }: { slug: string }) {
  const { result } = usePage(slug, true);
  return <p>Sidans status: {result ? (result.page.education?.user?.status ?? 'ingen') : 'laddar'}</p>;
}

/** Renders the site's providers around probes for the given courses, at `path`. */
export function renderProbes(
  educations: Education[],
  options: { path?: string; loginToken?: () => string; children?: ReactNode } = {},
) {
  probes.clear();
  return renderApp(options.path ?? '/', {
    children: (
      <>
        <SessionControl loginToken={options.loginToken} />
        {educations.map((education) => (
          <ProgressProbe key={education.id} education={education} />
        ))}
        {options.children}
      </>
    ),
  });
}

/** The course as the API answers it, with the learner's part when a token is given. */
export async function fetchEducation(id: number, token?: string): Promise<Education> {
  const response = await fetch(`${demoApiUrl()}/api/educations/${id}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return EducationSchema.parse(await response.json());
}

/** The answers the server holds for a learner, by block id. */
export async function serverAnswers(id: number, token: string): Promise<Record<string, string[]>> {
  const response = await fetch(`${demoApiUrl()}/api/progress/${id}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const { entries } = (await response.json()) as { entries: Array<{ blockId: string; values: string[] }> };
  return Object.fromEntries(entries.map((entry) => [entry.blockId, entry.values]));
}

/** Answers a question of a course through its probe, as a block would. */
export function answer(
  educationId: number,
  blockId: string,
  values: string[],
  part: 'normal' | 'evaluation' = 'normal',
): void {
  act(() => probes.get(educationId)?.onAnswer({ educationId, blockId, values, part }));
}

/** The API of a course's probe; fails the test when the probe is not rendered. */
export function probe(educationId: number): CourseProgressApi {
  const found = probes.get(educationId);
  if (!found) {
    throw new Error(`no probe for education ${educationId}`);
  }
  return found;
}

/** Every correct answer of the open demo course 100 (`jamstalldhet-i-skolan`). */
export const COURSE_100_CORRECT: Record<string, string[]> = {
  'k1-e1-fraga-malet': ['samma-makt'],
  'k1-e1-fraga-delmal': ['makt', 'ekonomisk', 'halsa', 'vald'],
  'k2-e1-fraga-grunder': ['kon', 'alder', 'funktionsnedsattning', 'sexuell-laggning'],
  'k2-e1-fraga-former': ['direkt', 'indirekt', 'tillganglighet', 'sexuella-trakasserier'],
  'k2-e2-fraga-tillsyn': ['do'],
  'k3-e2-fraga-ansvar': ['all-personal'],
};
