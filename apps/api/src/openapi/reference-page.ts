import { type AnswerSpec, OPERATION_LIST } from '@jamstalldhet/contract';
import { escapeHtml } from '../format/escape-html';
import { descriptionOf } from './document';

/**
 * `/api/docs`: the API reference as one plain, accessible HTML page, rendered on the server from
 * the contract's operations, as `/api/openapi.json` is: headings per area, a table of the calls, no script (the
 * site's Content-Security-Policy needs nothing), and the full schemas in the JSON it links to.
 */
export function referencePage(): string {
  const tags = [...new Set(OPERATION_LIST.map((operation) => descriptionOf(operation).tag))];
  const sections = tags.map((tag) => {
    const rows = OPERATION_LIST.filter((operation) => descriptionOf(operation).tag === tag)
      .map(
        (operation) =>
          `<tr><th scope="row"><code>${operation.method} ${escapeHtml(operation.path)}</code></th><td>${escapeHtml(descriptionOf(operation).summary)}</td><td>${operation.access}</td><td>${operation.body ? (operation.body === 'multipart' ? 'multipart' : 'JSON') : '–'}</td><td>${successAnswers(operation.answers)}</td></tr>`,
      )
      .join('\n');
    return `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escapeHtml(tag)}</h2>
<table><caption>${escapeHtml(tag)}: calls</caption><thead><tr><th scope="col">Call</th><th scope="col">What</th><th scope="col">Who</th><th scope="col">Body</th><th scope="col">Answer</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Jämställdhetsmyndighetens webbutbildningar</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #767676}caption{text-align:left;font-weight:700}a{color:#0b5394}</style>
</head><body><main>
<h1>API reference</h1>
<p>Every call with its schemas, for tools: <a href="/api/openapi.json">OpenAPI 3.1 (JSON)</a>. Conventions, errors and rate limits: <code>docs/api.md</code> in the repository.</p>
<nav aria-label="Areas"><ul>${tags.map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</main></body></html>`;
}

/** The successful answers of a call: each status with JSON or the file types it sends. */
function successAnswers(answers: Readonly<Record<number, AnswerSpec>>): string {
  return Object.entries(answers)
    .filter(([status]) => status.startsWith('2'))
    .map(([status, answer]) => `${status} ${'file' in answer ? [answer.file].flat().join(', ') : 'JSON'}`)
    .join('; ');
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
