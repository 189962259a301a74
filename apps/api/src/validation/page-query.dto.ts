import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIST_OFFSET_MAX, LIST_PAGE_SIZE, type PageQuery } from '@taskflow/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `limit` and `offset` of a list route (tasks, projects, comments, users); the total comes in X-Total-Count. */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: LIST_PAGE_SIZE, default: LIST_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LIST_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: LIST_OFFSET_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(LIST_OFFSET_MAX)
  offset?: number;
}
