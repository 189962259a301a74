import type { CustomerSummaryView, CreateCustomerSummaryRequest } from './resources';
import type { UserLanguage, UserStatus, UserType } from './users';
import type { ClientApprovalStatus } from './work';

/** The industry choices (docs/product-rules.md#objects-and-their-computed-fields), stored as these German values and shown translated by their key. */
export const INDUSTRIES = [
  'Technologie',
  'Gesundheitswesen',
  'Finanzdienstleistungen',
  'Einzelhandel',
  'Bildung',
  'Immobilien',
  'Automotive',
  'Lebensmittel & Getränke',
  'Consulting',
  'Marketing & Werbung',
  'Logistik',
  'Energie',
  'Sonstige',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The translation key of each industry (in the board's texts: customers.industries.<key>). */
export const INDUSTRY_KEYS: Readonly<Record<Industry, string>> = {
  Technologie: 'technology',
  Gesundheitswesen: 'healthcare',
  Finanzdienstleistungen: 'financialServices',
  Einzelhandel: 'retail',
  Bildung: 'education',
  Immobilien: 'realEstate',
  Automotive: 'automotive',
  'Lebensmittel & Getränke': 'foodAndBeverage',
  Consulting: 'consulting',
  'Marketing & Werbung': 'marketingAndAdvertising',
  Logistik: 'logistics',
  Energie: 'energy',
  Sonstige: 'other',
};

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}

/**
 * A contact of a customer: a client user of the company. `status` pending: invited, has not set a password yet;
 * active: uses the portal; inactive: removed (no longer listed among the contacts).
 */
export interface CustomerContactView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  /** When the current invitation link was sent (null once accepted or when never invited). */
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  lastLoginAt: string | null;
}

/** A client company as the customer pages see it: the company fields, its stored details and its current contacts. */
export interface CustomerView extends CustomerSummaryView {
  address: string | null;
  phone: string | null;
  description: string | null;
  /** Pending and active contacts, by last and first name (removed ones are left out). */
  contacts: CustomerContactView[];
}

/** A new contact: created as a pending client user of the company and emailed an invitation link. */
export interface NewContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  /** The language of the invitation mail and of the contact's account (default: both languages in one mail). */
  language?: UserLanguage | null;
}

/** POST /api/client-companies: the company with its first contacts, created in one transaction. */
export interface CreateCustomerRequest extends CreateCustomerSummaryRequest {
  address?: string | null;
  phone?: string | null;
  description?: string | null;
  /** When sent, at least one; each is invited to the client portal. */
  contacts?: NewContactRequest[];
}

/** PUT /api/client-companies/{id} (any subset). */
export type UpdateCustomerRequest = Partial<Omit<CreateCustomerRequest, 'contacts'>>;

export type CustomerActivityType = 'task_comment' | 'project_comment' | 'approval';

/** GET /api/client-companies/{id}/activity: the company's recent client-visible comments and approval steps. */
export interface CustomerActivityItem {
  id: string;
  type: CustomerActivityType;
  /** The comment text, or the approval step's comment (may be empty). */
  content: string;
  approvalStatus: ClientApprovalStatus | null;
  author: { id: string; firstName: string; lastName: string; userType: UserType } | null;
  project: { id: string; name: string };
  task: { id: string; title: string } | null;
  createdAt: string;
}

/** Recent activity default (docs/product-rules.md#timings-and-limits). */
export const CUSTOMER_ACTIVITY_LIMIT = 10;
