import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { MentionAudience } from './mention-audience.service';
import { MentionsController } from './mentions.controller';

/** Who may be mentioned where, and the picker's candidates (apps/api/README.md, "Mentions and formatted text"). */
@Module({
  imports: [TenancyModule, AuthModule],
  controllers: [MentionsController],
  providers: [MentionAudience],
  exports: [MentionAudience],
})
export class MentionsModule {}
