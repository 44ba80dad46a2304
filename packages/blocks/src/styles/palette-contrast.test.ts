import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCK_BACKGROUNDS, TEXTAREA_BACKGROUNDS } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';

// Issue 40: every background an editor can choose keeps every text on it readable (WCAG 1.4.3,
// 4.5:1), so no choice in a form can fail. Read from the stylesheet itself.
const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

function token(name: string): string {
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!value) {
    throw new Error(`${name} is not a six-digit colour in tokens.css`);
  }
  return value;
}

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// The texts a block shows on its background; a purple frame turns its text and links white.
function textsOn(background: string): string[] {
  return background === 'purple'
    ? ['--jb-bg-purple-text']
    : [
        '--jb-color-text',
        '--jb-color-text-muted',
        '--jb-color-link',
        '--jb-color-error',
        '--jb-color-success',
      ];
}

describe('the colours an editor can choose', () => {
  const pairs = [...new Set([...BLOCK_BACKGROUNDS, ...TEXTAREA_BACKGROUNDS])].flatMap((background) =>
    textsOn(background).map((text) => [background, text] as const),
  );

  it.each(pairs)('the %s background keeps %s at 4.5:1 or more', (background, text) => {
    expect(contrast(token(`--jb-bg-${background}`), token(text))).toBeGreaterThanOrEqual(4.5);
  });

  it('computes contrast as WCAG does (black on white is 21:1, #767676 on white 4.54:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
