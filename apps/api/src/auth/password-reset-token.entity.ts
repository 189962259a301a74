import { Entity } from 'typeorm';
import { UserToken } from '../users/user-token.entity';

/** One emailed password reset link: used once, valid for an hour, revoked by a newer link. */
@Entity({ name: 'password_reset_token' })
export class PasswordResetToken extends UserToken {}
