import { type Page, PageSchema } from '@jamstalldhet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { memoryTransport } from '../test/memory-transport';
import { Course } from './course';
import { memoryRouter } from './host/router';
import { CourseProvider } from './progress/course-provider';

const question = (blockId: string, title: string, part: 'normal' | 'evaluation' = 'normal') => ({
  block_id: blockId,
  name: 'question-radio',
  title,
  part,
  mandatory: true,
  answers: [
    { id: 'ja', label: 'Ja' },
    { id: 'nej', label: 'Nej' },
  ],
});

const page: Page = PageSchema.parse({
  id: 40,
  slug: 'kurs',
  title: 'Jämställdhet i praktiken',
  post_type: 'education',
  education: {
    id: 40,
    slug: 'kurs',
    title: 'Jämställdhet i praktiken',
    chapters: [
      {
        title: 'Grunderna',
        episodes: [
          {
            title: 'Vad är jämställdhet?',
            components: [
              [
                {
                  block_id: 'intro',
                  name: 'text',
                  html: '<p>Jämställdhet handlar om makt och möjligheter.</p>',
                },
                question('q1', 'Har du arbetat med jämställdhet förut?'),
              ],
              [question('q2', 'Vill du lära dig mer?')],
            ],
          },
        ],
      },
    ],
    evaluation: { components: [question('ev1', 'Var utbildningen till nytta?', 'evaluation')] },
  },
});

const transport = memoryTransport(page);

/** One course at `start`, on a router of its own and storage that is forgotten with the story. */
function Player({ start }: { start: string }) {
  const [useRouter] = useState(() => memoryRouter(start));
  return (
    <CourseProvider transport={transport} useRouter={useRouter} storage={{ device: null, tab: null }}>
      <Course />
    </CourseProvider>
  );
}

const meta = {
  title: 'Utbildning/Kursspelaren (@jamstalldhet/blocks/course)',
  component: Player,
  parameters: {
    docs: {
      description: {
        component:
          'The whole course player: `<CourseProvider transport={createFetchTransport()}><Course /></CourseProvider>`. Here the transport answers in memory and the router keeps its path in memory.',
      },
    },
  },
} satisfies Meta<typeof Player>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the page's heading, so the accessibility check sees the page, not the loading text. */
function showsHeading(name: string): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();
  };
}

export const ChapterPage: Story = {
  args: { start: '/kurs/1/1/1' },
  play: showsHeading('Vad är jämställdhet?'),
};

export const MandatoryQuestionRefused: Story = {
  args: { start: '/kurs/1/1/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Nästa sida/ }));
    await expect(
      await canvas.findByRole('heading', { name: 'Svara på de obligatoriska frågorna innan du går vidare' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Ja' }));
    await userEvent.click(canvas.getByRole('button', { name: /Nästa sida/ }));
    await expect(await canvas.findByText('Sida 2 av 2')).toBeVisible();
  },
};

export const EducationMenu: Story = {
  args: { start: '/kurs/1/1/2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alla kapitel' }));
    await expect(await canvas.findByRole('dialog', { name: 'Kapitel i utbildningen' })).toBeVisible();
  },
};

export const Evaluation: Story = { args: { start: '/kurs/utvardering' }, play: showsHeading('Utvärdering') };

export const ThankYouPage: Story = {
  args: { start: '/kurs/tack' },
  play: showsHeading('Tack för att du har gått utbildningen'),
};

export const SorryPage: Story = {
  args: { start: '/kurs/tyvarr' },
  play: showsHeading('Du har inte klarat utbildningen ännu'),
};
