import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { CommentOverviewController } from './comment-overview.controller';
import { CommentOverviewService } from './comment-overview.service';

/** The messages page's comment counts per project and task (read only). */
@Module({
  imports: [TenancyModule],
  controllers: [CommentOverviewController],
  providers: [CommentOverviewService],
})
export class CommentOverviewModule {}
