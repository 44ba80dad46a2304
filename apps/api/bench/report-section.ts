import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes a benchmark's results into a document between its markers (`<!-- name:begin -->` and
 * `<!-- name:end -->`), or at its end under `heading` the first time.
 */
export function writeReportSection(file: string, name: string, heading: string, lines: string[]): void {
  const [begin, end] = [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`];
  const section = [begin, ...lines, end].join('\n');
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.includes(begin)
      ? text.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), section)
      : `${text.trimEnd()}\n\n## ${heading}\n\n${section}\n`,
  );
}
