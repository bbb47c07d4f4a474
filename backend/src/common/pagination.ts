import {
  DEFAULT_PAGE_SIZE,
  leadOrders,
  MAX_PAGE_SIZE,
  type LeadOrder,
  type PageInfo,
  type PageQuery,
} from '@trucking-finance/contracts';
import { OptionalOption, WholeNumber } from './field-validators';

/** Far past any real list; keeps OFFSET arithmetic inside PostgreSQL's range. */
const MAX_PAGE = 1_000_000;

/** `?page=&pageSize=&order=` of the admin lists: pages from 1, at most 100 rows each, newest or oldest first. */
export class PageQueryDto implements Required<PageQuery> {
  @WholeNumber({ min: 1, max: MAX_PAGE, fallback: 1 })
  page: number = 1;

  @WholeNumber({ min: 1, max: MAX_PAGE_SIZE, fallback: DEFAULT_PAGE_SIZE })
  pageSize: number = DEFAULT_PAGE_SIZE;

  @OptionalOption(leadOrders, 'newest')
  order: LeadOrder = 'newest';
}

export const pageWindow = ({ page, pageSize }: PageQueryDto) => ({
  skip: (page - 1) * pageSize,
  take: pageSize,
});

/** Page, size and total of a list; `capped` when counting stopped at `total` (more rows matched). */
export const pageInfo = ({ page, pageSize }: PageQueryDto, total: number, capped = false): PageInfo => ({
  page,
  pageSize,
  total,
  ...(capped && { totalCapped: true }),
});
