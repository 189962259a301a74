import { Check, Column, Entity, Index } from 'typeorm';
import { UserToken } from '../users/user-token.entity';

export const SIGN_IN_LINK_PURPOSES = ['sign_in', 'invitation'] as const;
export type SignInLinkPurpose = (typeof SIGN_IN_LINK_PURPOSES)[number];

/**
 * One emailed sign-in link: used once, valid 15 minutes ('sign_in', asked for on /login) or as long as the portal
 * invitation it came with ('invitation', which also activates the invited client contact); a newer link of the same
 * purpose revokes it.
 */
@Entity({ name: 'sign_in_link' })
@Index('sign_in_link_user_idx', ['userId'])
@Check('sign_in_link_purpose_check', `purpose IN ('sign_in', 'invitation')`)
export class SignInLink extends UserToken {
  /** The remember-me choice made when the link was asked for: the page that opens the link follows it. */
  @Column({ name: 'remember_me', type: 'boolean', default: false })
  rememberMe: boolean;

  @Column({ type: 'varchar', length: 20, default: 'sign_in' })
  purpose: SignInLinkPurpose;
}
