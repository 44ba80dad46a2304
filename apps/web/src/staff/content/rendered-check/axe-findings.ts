import type { FindingSeverity, PlacedPage, PublishProblem } from '@jamstalldhet/blocks/engine';
import { formatIssuePath } from '@jamstalldhet/contract';

/** The rules the law asks for (EN 301 549: WCAG 2.1 AA), and WCAG 2.2 AA's additions. */
export const RENDERED_CHECK_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What the rendered check found on a page, placed on the block it is in. */
export interface RenderedFinding extends PublishProblem {
  severity: FindingSeverity;
  /** axe-core's rule id, e.g. `image-alt`. */
  rule: string;
}

/** The part of an axe-core violation the check reads. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  /** Each element's index among the page's blocks, or -1 outside them. */
  blocks: readonly number[];
}

// axe-core speaks English; what an editor most often meets is said in Swedish, the rest in axe's words.
const SWEDISH_HELP: Readonly<Record<string, string>> = {
  'image-alt': 'En bild i texten saknar alternativtext',
  'link-name': 'En länk saknar text som säger vart den går',
  'button-name': 'En knapp saknar namn',
  'color-contrast': 'Texten har för låg kontrast mot bakgrunden',
  'frame-title': 'En inbäddad ram saknar titel',
  list: 'En lista innehåller annat än listpunkter',
  listitem: 'En listpunkt står utanför en lista',
  'duplicate-id-aria': 'Två element har samma id',
  'aria-allowed-attr': 'Ett element har ett ARIA-attribut som inte hör till det',
  'td-headers-attr': 'En tabellcell pekar på rubriker som inte finns',
  'th-has-data-cells': 'En tabellrubrik saknar celler',
  'valid-lang': 'Texten är märkt med ett språk som inte finns',
  label: 'Ett formulärfält saknar etikett',
};

// serious and critical stop a publish; moderate is a varning; minor is left to the editor.
function severityOf(impact: string | null | undefined): FindingSeverity | null {
  if (impact === 'critical' || impact === 'serious') {
    return 'error';
  }
  return impact === 'moderate' ? 'warning' : null;
}

/**
 * axe-core's violations on one rendered page as findings on its blocks (the first block each
 * rule found, so one rule broken in five places of a block is one finding to fix there).
 */
export function renderedFindings(page: PlacedPage, violations: readonly AxeViolation[]): RenderedFinding[] {
  const findings: RenderedFinding[] = [];
  for (const violation of violations) {
    const severity = severityOf(violation.impact);
    if (severity === null) {
      continue;
    }
    const help = SWEDISH_HELP[violation.id] ?? violation.help;
    for (const index of new Set(violation.blocks)) {
      const place = page.blocks[index]?.place ?? { where: page.where, keys: page.keys };
      findings.push({
        severity,
        rule: violation.id,
        where: place.where,
        path: formatIssuePath([...place.keys]),
        message: `${help} (WCAG-kontroll ${violation.id}).`,
      });
    }
  }
  return findings;
}
