import { Column, Entity, Index } from 'typeorm';
import { UserToken } from './user-token.entity';

/** One issued refresh token; tokens rotated from one login share a family. */
@Entity({ name: 'refresh_token' })
@Index('refresh_token_user_idx', ['userId'])
@Index('refresh_token_family_idx', ['familyId'])
export class RefreshToken extends UserToken {
  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;
}
