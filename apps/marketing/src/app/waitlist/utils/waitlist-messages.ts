export type WaitlistVariant = 'landing' | 'features' | 'comingSoon';
export type WaitlistOutcomeKind = 'success' | 'error';

export interface WaitlistVariantMessages {
  /** Translation keys in the landing namespace. */
  success: string;
  alreadyOnList: string;
  alreadyOnListKind: WaitlistOutcomeKind;
  error: string;
}

/**
 * The waitlist form's messages per page: the landing page shows an error when the address is already
 * on the list, the features page shows its success message, the under-construction page its own text.
 */
export const WAITLIST_MESSAGES: Record<WaitlistVariant, WaitlistVariantMessages> = {
  landing: {
    success: 'waitlist.messages.landing.success',
    alreadyOnList: 'waitlist.messages.landing.alreadyOnList',
    alreadyOnListKind: 'error',
    error: 'waitlist.messages.landing.error',
  },
  features: {
    success: 'waitlist.messages.features.success',
    alreadyOnList: 'waitlist.messages.features.success',
    alreadyOnListKind: 'success',
    error: 'waitlist.messages.features.error',
  },
  comingSoon: {
    success: 'waitlist.messages.comingSoon.success',
    alreadyOnList: 'waitlist.messages.comingSoon.alreadyOnList',
    alreadyOnListKind: 'success',
    error: 'waitlist.messages.comingSoon.error',
  },
};

export const WAITLIST_INVALID_EMAIL_KEY = 'waitlist.invalidEmail';
/** The API takes a limited number of sign-ups per address (429). */
export const WAITLIST_TOO_MANY_KEY = 'waitlist.tooMany';
