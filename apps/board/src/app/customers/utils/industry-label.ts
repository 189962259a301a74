import { INDUSTRY_KEYS, isIndustry } from '@taskflow/contracts';
import type { TFunction } from 'i18next';

/** An industry in the reader's language; a value outside the list of choices is shown as stored. */
export function industryLabel(t: TFunction, industry: string | null | undefined): string {
  if (!industry) return '';
  return isIndustry(industry) ? t(`board:customers.industries.${INDUSTRY_KEYS[industry]}`) : industry;
}
