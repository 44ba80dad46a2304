import { useBlocks } from '../blocks-provider/blocks-context';

/**
 * A block's default texts, keyed `'<area>.<text>'`. Values may hold `{name}` placeholders.
 * Each block folder keeps its own in a `<block>-labels.ts` that imports nothing, so
 * `defaultLabels` (in the package root) lists them all without pulling in a component.
 */
export type LabelDefaults = Readonly<Record<string, string>>;

/**
 * The texts of one block: its Swedish defaults with the host's overrides applied.
 *
 * @example
 * const t = useLabels(questionLabels);
 * t['question.check'] // 'Rätta svaret', unless the host says otherwise
 */
export function useLabels<Defaults extends LabelDefaults>(defaults: Defaults): Defaults {
  const { labels } = useBlocks();
  if (!labels) {
    return defaults;
  }
  const overrides: Readonly<Record<string, string | undefined>> = labels;
  const merged: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const override = overrides[key];
    if (override !== undefined) {
      merged[key] = override;
    }
  }
  return merged as Defaults;
}

/**
 * Fills `{name}` placeholders of a label.
 *
 * @example formatLabel('{count} tecken kvar', { count: 3 }) // '3 tecken kvar'
 */
export function formatLabel(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
