// Benchmark of the publish gate's engine rules (issue 40): a course of 100 pages made of the demo
// course's own pages, checked the way a publish checks it (the publish problems with the content
// rules' errors) and the way the editor does as it is typed (every finding, the readability of
// each page). The target: the engine's rules under 1 s for 100 pages. Medians of several runs,
// on one core, written to docs/performance.md. Run: npm run bench:gate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFindings, documentReadability, educationPublishProblems } from '@jamstalldhet/blocks/engine';
import { type Block, type Education, EducationSchema } from '@jamstalldhet/contract';
import { writeReportSection } from '../../../scripts/report-section.mjs';

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.resolve(apiDirectory, '../../docs/performance.md');
const PAGES = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const TARGET_MS = 1000;

/** The demo course's chapter pages, repeated with fresh block ids until there are `pages`. */
function hundredPageCourse(pages: number): Education {
  const file = path.join(apiDirectory, 'content/educations/jamstalldhetsintegrering-for-chefer.json');
  const course = EducationSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const source = course.chapters.flatMap((chapter) =>
    chapter.episodes.flatMap((episode) => episode.components),
  );
  const made: Block[][] = Array.from({ length: pages }, (_, index) =>
    (source[index % source.length] ?? []).map((block) => ({
      ...block,
      block_id: `${block.block_id}-${index}`,
    })),
  );
  const chapters = Array.from({ length: pages / 10 }, (_, chapter) => ({
    title: `Kapitel ${chapter + 1}`,
    episodes: [{ title: 'Episod', components: made.slice(chapter * 10, chapter * 10 + 10) }],
  }));
  return EducationSchema.parse({ ...course, chapters });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timed(run: () => unknown): number {
  const times: number[] = [];
  for (let round = 0; round < RUNS; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const course = hundredPageCourse(PAGES);
const blocks = course.chapters.flatMap((chapter) =>
  chapter.episodes.flatMap((episode) => episode.components.flat()),
);
// Warm up the engine (its regular expressions and the code's first compile) before timing.
contentFindings(course);
const publish = timed(() => educationPublishProblems(course, { slugs: new Set() }));
const findings = timed(() => contentFindings(course));
const readability = timed(() => documentReadability(course));
const rows: Array<[string, number]> = [
  ['Publish problems with the content rules’ errors (what the API and "Publicera" run)', publish],
  ['Every content finding (the editor, as it is typed)', findings],
  ['Readability of every page and the whole', readability],
];
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores, Node ${process.versions.node}): a course of ${PAGES} pages (${blocks.length} blocks) made of the demo course's pages, median of ${RUNS} runs. Target: the engine's rules under ${TARGET_MS} ms.`,
  '',
  '| Check | Median |',
  '| --- | --- |',
  ...rows.map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} ms |`),
];
writeReportSection(report, 'content-gate', 'The publish gate (issue 40)', lines);
console.log(lines.join('\n'));
if (rows.some(([, ms]) => ms > TARGET_MS)) {
  process.exitCode = 1;
}
