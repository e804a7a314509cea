import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from './code-themes';

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgb = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour in a code theme: ${colour}`);
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio. */
function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The theme's backgrounds: plain, and a highlighted line (custom.css darkens it with black). */
function backgrounds(theme: PrismTheme, highlightBlackAlpha: number): Rgb[] {
  const plain = parseColour(theme.plain.backgroundColor!);
  return [plain, plain.map((channel) => channel * (1 - highlightBlackAlpha)) as Rgb];
}

function tokensBelow(theme: PrismTheme, highlightBlackAlpha: number, minimum: number): string[] {
  const colours = [theme.plain.color!, ...theme.styles.flatMap((style) => style.style.color ?? [])];
  return colours.flatMap((colour) =>
    backgrounds(theme, highlightBlackAlpha)
      .filter((background) => contrastRatio(parseColour(colour), background) < minimum)
      .map((background) => `${colour} on rgb(${background.map(Math.round).join(', ')})`),
  );
}

describe('code block themes', () => {
  it('light: every token colour reads at 4.5:1 on the code background and on a highlighted line', () => {
    expect(tokensBelow(lightCodeTheme, 0.1, 4.5)).toEqual([]);
  });

  it('dark: every token colour reads at 4.5:1 on the code background and on a highlighted line', () => {
    expect(tokensBelow(darkCodeTheme, 0.3, 4.5)).toEqual([]);
  });

  it('changes only token colours of the base themes, which fall short on their own', () => {
    expect(tokensBelow(themes.github, 0.1, 4.5)).not.toEqual([]);
    expect(tokensBelow(themes.dracula, 0.3, 4.5)).not.toEqual([]);
    expect(lightCodeTheme.plain).toEqual(themes.github.plain);
    expect(lightCodeTheme.styles.map((style) => style.types)).toEqual(themes.github.styles.map((style) => style.types));
    expect(darkCodeTheme.styles.map((style) => style.types)).toEqual(themes.dracula.styles.map((style) => style.types));
  });
});
