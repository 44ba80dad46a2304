import { type Page, PageSchema } from '@jamstalldhet/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../blocks-provider/blocks-context';
import { sampleEducation } from '../engine/fixtures/education';
import { englishLabels } from '../i18n/english-labels';
import { memoryTransport } from '../test/memory-transport';
import { Course } from './course';
import { memoryRouter } from './host/router';
import { CourseProvider } from './progress/course-provider';

const education = sampleEducation();
const page: Page = PageSchema.parse({
  id: education.id,
  slug: education.slug,
  title: education.title,
  post_type: 'education',
  components: [{ block_id: 'presentation', name: 'education-presentation' }],
  education,
});

const transport = memoryTransport(page);

// The course's own words (its titles, its answers) are the editor's, in whatever language the
// editor wrote; only the player's words around them must follow the labels.
const contentTexts = collectStrings(page)
  .filter((text) => text.length >= 3)
  .sort((a, b) => b.length - a.length);

// Words of the Swedish defaults that have no å, ä or ö to give them away.
const SWEDISH_WORDS =
  /\b(kapitel|episod|sida|av|tack|tillbaka|svara|svar|sparat|sparas|klart|utbildning|utbildningen|och|till|inte)\b/i;

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(collectStrings);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).flatMap(collectStrings);
  }
  return [];
}

/** Every text the learner can see or hear: text, accessible names and the document title. */
function shownTexts(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      texts.push(element.getAttribute(attribute) ?? '');
    }
  }
  return texts;
}

/** The player's words that are still Swedish, once the course's own words are taken out. */
function swedishChrome(): string[] {
  return shownTexts()
    .map((text) => contentTexts.reduce((rest, content) => rest.split(content).join(' '), text).trim())
    .filter((text) => /[åäöÅÄÖ]/.test(text) || SWEDISH_WORDS.test(text));
}

/** The way on at the foot of a step: a button that first checks the page's questions. */
function forward(): HTMLElement {
  const next = document.querySelector<HTMLElement>('.jb-course-navigation__next');
  expect(next).not.toBeNull();
  return next as HTMLElement;
}

function Player() {
  const [useRouter] = useState(() => memoryRouter(`/${education.slug}`));
  return (
    <BlocksProvider labels={englishLabels}>
      <CourseProvider transport={transport} useRouter={useRouter} storage={{ device: null, tab: null }}>
        <Course />
      </CourseProvider>
    </BlocksProvider>
  );
}

describe('the course player with englishLabels', () => {
  it('shows no Swedish word of its own on any step, from the presentation to the thank-you page', async () => {
    const user = userEvent.setup();
    render(<Player />);
    const seen: Record<string, string[]> = {};

    await screen.findByRole('link', { name: 'Start the course' });
    seen.presentation = swedishChrome();
    await user.click(screen.getByRole('link', { name: 'Start the course' }));

    // Every chapter page: answer its questions, open the chapter menu, look, and go on.
    for (const [place, episodeTitle, position] of [
      ['1/1/1', 'Vad är jämställdhet?', 'Page 1 of 2'],
      ['1/1/2', 'Vad är jämställdhet?', 'Page 2 of 2'],
      ['1/2/1', 'Lagen', 'Page 1 of 1'],
      ['2/1/1', 'Samtal', 'Page 1 of 1'],
      ['3/1/1', 'Sammanfattning', 'Page 1 of 1'],
    ] as const) {
      await screen.findByRole('heading', { level: 1, name: episodeTitle });
      await screen.findByText(position);
      for (const yes of screen.queryAllByRole('radio', { name: 'Ja' })) {
        await user.click(yes);
      }
      await user.click(screen.getByRole('button', { name: 'All chapters' }));
      await screen.findByRole('dialog');
      seen[place] = swedishChrome();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await user.click(forward());
    }

    await screen.findByRole('heading', { level: 1, name: 'Evaluation' });
    seen.evaluation = swedishChrome();
    await user.click(forward());

    await screen.findByRole('heading', { level: 1, name: 'Thank you for taking the course' });
    // The document title follows the step once its effect has run.
    await waitFor(() => expect(document.title).toContain(' - '));
    seen.thanks = swedishChrome();

    expect(seen).toEqual({
      presentation: [],
      '1/1/1': [],
      '1/1/2': [],
      '1/2/1': [],
      '2/1/1': [],
      '3/1/1': [],
      evaluation: [],
      thanks: [],
    });
  });
});
