import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIST_OFFSET_MAX, LIST_PAGE_SIZE, type PageQuery } from '@taskflow/contracts';
import { IsOptional } from 'class-validator';
import { IsBoundedInt, QueryNumber } from './common-validators';

/**
 * `limit` and `offset` of a list route (tasks, projects, comments, users, customers, chat partners, team members); the
 * total comes in X-Total-Count.
 */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ default: LIST_PAGE_SIZE })
  @IsOptional()
  @QueryNumber()
  @IsBoundedInt(1, LIST_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @QueryNumber()
  @IsBoundedInt(0, LIST_OFFSET_MAX)
  offset?: number;
}
