/**
 * The plans shown on every marketing page.
 *
 * The product's first descriptions disagreed on the Professional team limit (5, 10 or unlimited) and on the trial
 * (30 days on one registration variant, 14 days everywhere else). One reading, used everywhere:
 * - the three plans of the registration page (its `?plan=` values basic, professional, enterprise),
 * - with the pricing page's team limits: Basic up to 5 team members (the same 5 seats a new agency
 *   gets on its trial licence), Professional up to 10, Enterprise unlimited,
 * - a flat monthly price per organisation (not per seat), EUR without decimals,
 * - a 14-day trial, no credit card required,
 * - clients never count as team members: the client portal is free on every plan.
 * The separate 19 EUR freelancer plan and the "unlimited users at a flat price" claim are not used.
 */
export type PlanId = 'basic' | 'professional' | 'enterprise';

export interface PricingPlan {
  id: PlanId;
  /** EUR per month per organisation. */
  monthlyPriceEur: number;
  /** null = unlimited. */
  projectLimit: number | null;
  /** Team members of the agency (clients are free and not counted). null = unlimited. */
  teamMemberLimit: number | null;
  /** null = not stated for this plan. */
  storageGb: number | null;
  popular: boolean;
  /** Translation keys under landing:pricing.extras. */
  extras: readonly string[];
}

export const TRIAL_DAYS = 14;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'basic',
    monthlyPriceEur: 29,
    projectLimit: 5,
    teamMemberLimit: 5,
    storageGb: 6,
    popular: false,
    extras: ['kanban', 'clientPortal', 'comments', 'emailSupport'],
  },
  {
    id: 'professional',
    monthlyPriceEur: 49,
    projectLimit: null,
    teamMemberLimit: 10,
    storageGb: 10,
    popular: true,
    extras: ['everythingInBasic', 'customFields', 'automation', 'premiumSupport'],
  },
  {
    id: 'enterprise',
    monthlyPriceEur: 99,
    projectLimit: null,
    teamMemberLimit: null,
    storageGb: null,
    popular: false,
    extras: ['everythingInProfessional', 'apiAccess', 'premiumSupport'],
  },
];

/**
 * Whole euros in the page language: "29 €" (de, with a no-break space), "€29" (en), as Intl.NumberFormat writes them.
 * Written out because the page's first Intl.NumberFormat costs about 25 ms of start-up (the number formatter's data),
 * a long task on a phone for three prices; pricing-plans.spec.ts compares the result with Intl's.
 */
export function formatEur(amount: number, language: string): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, language === 'de' ? '.' : ',');
  const sign = amount < 0 && Math.round(amount) !== 0 ? '-' : '';
  return language === 'de' ? `${sign}${digits}\u00a0€` : `${sign}€${digits}`;
}

export const registerPath = (plan?: PlanId) => (plan ? `/register?plan=${plan}` : '/register');

const planById = (id: PlanId) => PRICING_PLANS.find((plan) => plan.id === id) as PricingPlan;

/** Figures that marketing texts interpolate, so every page states the same prices and limits. */
export function pricingFacts(language: string): Record<string, string | number> {
  const basic = planById('basic');
  const professional = planById('professional');
  return {
    days: TRIAL_DAYS,
    basicPrice: formatEur(basic.monthlyPriceEur, language),
    basicProjects: basic.projectLimit ?? 0,
    basicMembers: basic.teamMemberLimit ?? 0,
    professionalPrice: formatEur(professional.monthlyPriceEur, language),
    professionalMembers: professional.teamMemberLimit ?? 0,
    fromPrice: formatEur(Math.min(...PRICING_PLANS.map((plan) => plan.monthlyPriceEur)), language),
  };
}
