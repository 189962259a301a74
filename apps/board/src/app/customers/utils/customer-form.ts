import type { CreateCustomerRequest, NewContactRequest, UserLanguage } from '@taskflow/contracts';
import { isEmailLike } from '@taskflow/domain';

export interface ContactDraft {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: UserLanguage;
}

export interface CustomerDraft {
  name: string;
  website: string;
  industry: string;
  contacts: ContactDraft[];
}

/** Error keys (board:customers.form.errors.*) by field: 'name', or 'contacts.<i>.<field>' as the API names them. */
export type CustomerFormErrors = Record<string, string>;

let nextKey = 0;
export function emptyContact(language: UserLanguage): ContactDraft {
  nextKey += 1;
  return { key: `contact-${nextKey}`, firstName: '', lastName: '', email: '', phone: '', language };
}

export function contactErrors(contact: Omit<ContactDraft, 'key'>, prefix = ''): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (!contact.firstName.trim()) errors[`${prefix}firstName`] = 'firstNameRequired';
  if (!contact.lastName.trim()) errors[`${prefix}lastName`] = 'lastNameRequired';
  if (!contact.email.trim()) errors[`${prefix}email`] = 'emailRequired';
  else if (!isEmailLike(contact.email.trim())) errors[`${prefix}email`] = 'emailInvalid';
  return errors;
}

/** New customer (docs/product-rules.md#validation): company name; each contact's first name, last name and a valid email, no email twice. */
export function validateCustomer(draft: CustomerDraft): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (!draft.name.trim()) errors.name = 'nameRequired';
  const seen = new Set<string>();
  draft.contacts.forEach((contact, index) => {
    Object.assign(errors, contactErrors(contact, `contacts.${index}.`));
    const email = contact.email.trim().toLowerCase();
    if (email && !errors[`contacts.${index}.email`] && seen.has(email))
      errors[`contacts.${index}.email`] = 'emailTwice';
    seen.add(email);
  });
  return errors;
}

export function toContactRequest(contact: Omit<ContactDraft, 'key'>): NewContactRequest {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim() || null,
    language: contact.language,
  };
}

export function toCreateRequest(draft: CustomerDraft): CreateCustomerRequest {
  return {
    name: draft.name.trim(),
    website: draft.website.trim() || null,
    industry: draft.industry || null,
    contacts: draft.contacts.map(toContactRequest),
  };
}

/** Removing a contact renumbers the later ones: their errors move with them. */
export function withoutContactErrors(errors: CustomerFormErrors, removed: number): CustomerFormErrors {
  const next: CustomerFormErrors = {};
  for (const [field, error] of Object.entries(errors)) {
    const match = field.match(/^contacts\.(\d+)\.(.+)$/);
    if (!match) next[field] = error;
    else if (Number(match[1]) < removed) next[field] = error;
    else if (Number(match[1]) > removed) next[`contacts.${Number(match[1]) - 1}.${match[2]}`] = error;
  }
  return next;
}
