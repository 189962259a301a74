import { Column, Entity } from 'typeorm';
import { UserToken } from './user-token.entity';

/** One issued refresh token; tokens rotated from one login share a family. */
@Entity({ name: 'refresh_token' })
export class RefreshToken extends UserToken {
  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;
}
