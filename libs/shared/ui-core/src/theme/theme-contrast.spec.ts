import { lightTheme, type ThemeColor } from './theme';

/** WCAG 2.1 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

// Normal-size text needs 4.5:1 (WCAG 2.1 AA, 1.4.3). The pairs below are every text colour the components set on
// every background they set it on: a new pairing of tokens belongs here.
const TEXT_ON_SURFACES: ThemeColor[] = ['text', 'textMuted', 'textSubtle', 'primary', 'primaryHover'];
const SURFACES: ThemeColor[] = ['surface', 'background', 'surfaceMuted', 'neutral100', 'primarySubtle'];
const STATUS_TEXT: ThemeColor[] = ['errorStrong', 'successStrong', 'warningStrong', 'infoStrong'];
const PAIRS: [text: ThemeColor, background: ThemeColor][] = [
  ...TEXT_ON_SURFACES.flatMap((text) => SURFACES.map((surface): [ThemeColor, ThemeColor] => [text, surface])),
  ...STATUS_TEXT.flatMap((text) =>
    (['surface', 'background', 'surfaceMuted'] as ThemeColor[]).map((surface): [ThemeColor, ThemeColor] => [
      text,
      surface,
    ]),
  ),
  ['error', 'surface'],
  // Chips and badges: a strong tone on its subtle tone, white on a filled tone.
  ['infoStrong', 'infoSubtle'],
  ['warningStrong', 'warningSubtle'],
  ['errorStrong', 'errorSubtle'],
  ['successStrong', 'successSubtle'],
  ['neutral700', 'neutral100'],
  ['neutral700', 'neutral200'],
  ['text', 'neutral200'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryActive'],
  ['onStatus', 'error'],
  ['onStatus', 'errorStrong'],
  ['onStatus', 'infoStrong'],
  ['onStatus', 'successStrong'],
  ['onStatus', 'warningStrong'],
  ['onStatus', 'neutral600'],
];

describe('theme colours', () => {
  it.each(PAIRS)('%s on %s reaches 4.5:1', (text, background) => {
    expect(contrast(lightTheme.colors[text], lightTheme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#64748B', '#F1F5F9')).toBeCloseTo(4.34, 2);
  });
});
