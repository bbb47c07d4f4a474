import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DEFAULT_PAGE_SIZE,
  leadOrders,
  MAX_PAGE_SIZE,
  type LeadOrder,
  type PageInfo,
  type PageQuery,
} from '@trucking-finance/contracts';

/** Far past any real list; keeps OFFSET arithmetic inside PostgreSQL's range. */
const MAX_PAGE = 1_000_000;

/**
 * An optional whole-number query parameter from 1 to `max`. Checks run in the order listed
 * (type before range), which `applyDecorators` guarantees and a decorator stack does not.
 */
const WholeNumberParam = (name: string, max: number, fallback: number) => {
  const range = `${name} must be between 1 and ${max.toLocaleString('en-US')}`;
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: fallback }),
    Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
    IsOptional(),
    IsInt({ message: `${name} must be a whole number` }),
    Min(1, { message: range }),
    Max(max, { message: range }),
  );
};

/** `?page=&pageSize=&order=` of the admin lists: pages from 1, at most 100 rows each, newest or oldest first. */
export class PageQueryDto implements Required<PageQuery> {
  @WholeNumberParam('page', MAX_PAGE, 1)
  page: number = 1;

  @WholeNumberParam('pageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)
  pageSize: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ enum: leadOrders, default: 'newest' })
  @IsOptional()
  @IsIn(leadOrders, { message: `order must be one of: ${leadOrders.join(', ')}` })
  order: LeadOrder = 'newest';
}

export const pageWindow = ({ page, pageSize }: PageQueryDto) => ({
  skip: (page - 1) * pageSize,
  take: pageSize,
});

export const pageInfo = ({ page, pageSize }: PageQueryDto, total: number): PageInfo => ({
  page,
  pageSize,
  total,
});
