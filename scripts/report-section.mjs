import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a benchmark's results into a document between its markers (`<!-- name:begin -->` and
 * `<!-- name:end -->`), or at its end under `heading` the first time. The document is then
 * formatted as the repository's check wants it (Biome pads Markdown tables), so a fresh result
 * never fails `biome check`.
 *
 * @param {string} file
 * @param {string} name
 * @param {string} heading
 * @param {string[]} lines
 */
export function writeReportSection(file, name, heading, lines) {
  const [begin, end] = [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`];
  const section = [begin, ...lines, end].join('\n');
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.includes(begin)
      ? text.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), section)
      : `${text.trimEnd()}\n\n## ${heading}\n\n${section}\n`,
  );
  execFileSync('npx', ['biome', 'format', '--write', file], { cwd: path.dirname(file), stdio: 'ignore' });
}
