import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { AuditQuery } from '@trucking-finance/contracts';
import { PageQueryDto } from '../../common/pagination';

const OptionalFilter = (max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max, example }),
    IsOptional(),
    IsString({ message: '$property must be text' }),
    MaxLength(max, { message: `$property must be at most ${max} characters` }),
  );

/** `?page=&pageSize=&order=&action=&actor=` of the audit trail. */
export class AuditQueryDto extends PageQueryDto implements AuditQuery {
  @OptionalFilter(64, 'quote.delete')
  @Matches(/^[a-z_]+\.[a-z_]+$/, { message: 'action must look like quote.delete' })
  action?: string;

  /** A username (any case) or an account id. */
  @OptionalFilter(200, 'dispatch-admin')
  actor?: string;
}
