// Plain functions behind NumberField: parse what people type ("2,5" or "2.5"), format in their
// locale, and step without floating-point noise (0.1 + 0.2 stays 0.3).

/** The number in a typed text, or null when the text holds none (empty, "-", "."). */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '' || normalised === '-' || normalised === '.' || normalised === '-.') return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * Keeps only what can be part of a decimal number: digits, one separator (point or comma) and,
 * when negatives are allowed, one leading minus.
 */
export function sanitiseDecimalInput(text: string, allowNegative: boolean): string {
  let result = '';
  let hasSeparator = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') result += char;
    else if ((char === '.' || char === ',') && !hasSeparator) {
      hasSeparator = true;
      result += char;
    } else if (char === '-' && allowNegative && result === '') result += char;
  }
  return result;
}

/** Number of digits after the decimal point, e.g. 2 for 0.25. */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [, fraction = ''] = String(value).split('.');
  const exponent = /e-(\d+)$/.exec(String(value));
  return exponent ? Number(exponent[1]) + fraction.length : fraction.length;
}

export function clamp(value: number, min?: number, max?: number): number {
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

const roundTo = (value: number, places: number) => Number(value.toFixed(Math.min(places, 20)));

/**
 * The next value one step up (direction 1) or down (-1): it lands on the step grid that starts at
 * `min` (or 0), then is kept within min and max. An empty value starts at min, or 0.
 */
export function stepDecimal(
  value: number | null,
  { step, direction, min, max }: { step: number; direction: 1 | -1; min?: number; max?: number },
): number {
  const base = min ?? 0;
  const places = Math.max(decimalPlaces(step), decimalPlaces(base));
  if (value === null) return clamp(base, min, max);
  const onGrid = (value - base) / step;
  const next = direction === 1 ? Math.floor(roundTo(onGrid, 10)) + 1 : Math.ceil(roundTo(onGrid, 10)) - 1;
  return clamp(roundTo(base + next * step, places), min, max);
}

/** The value as text in the locale's notation, without grouping (so it can be typed back). */
export function formatDecimal(value: number | null, locale: string): string {
  if (value === null) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
