import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { MentionCheck } from '../mention-rules/mention-check';
import { MentionAudience } from './mention-audience.service';
import { MentionsController } from './mentions.controller';

/**
 * Who may be mentioned where, and the picker's candidates (apps/api/README.md, "Mentions and formatted text"). Global:
 * the folders that save texts check them through MentionCheck without importing this one.
 */
@Global()
@Module({
  imports: [TenancyModule, AuthModule],
  controllers: [MentionsController],
  providers: [MentionAudience, { provide: MentionCheck, useExisting: MentionAudience }],
  exports: [MentionAudience, MentionCheck],
})
export class MentionsModule {}
