import { Entity, Index } from 'typeorm';
import { UserToken } from '../users/user-token.entity';

/** One emailed password reset link: used once, valid for an hour, revoked by a newer link. */
@Entity({ name: 'password_reset_token' })
@Index('password_reset_token_user_idx', ['userId'])
export class PasswordResetToken extends UserToken {}
