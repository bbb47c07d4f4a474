import { ApiProperty } from '@nestjs/swagger';
import type { AuditLogEntry, AuditLogResponse } from '@trucking-finance/contracts';
import { PageInfoDto } from '../../common/page-response.dto';

class AuditActorDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  id: string | null;

  @ApiProperty({ nullable: true, type: String })
  username: string | null;
}

class AuditTargetDto {
  @ApiProperty({ example: 'quote' })
  kind: string;

  @ApiProperty({ nullable: true, type: String })
  id: string | null;
}

export class AuditLogEntryDto implements AuditLogEntry {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ type: AuditActorDto })
  actor: AuditActorDto;

  @ApiProperty({ example: 'quote.delete' })
  action: string;

  @ApiProperty({ type: AuditTargetDto, nullable: true })
  target: AuditTargetDto | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Ids, positions, field names and dates; never personal details.',
  })
  summary: Record<string, unknown> | null;

  @ApiProperty({ example: '203.0.113.7' })
  ip: string;
}

export class AuditLogResponseDto extends PageInfoDto implements AuditLogResponse {
  @ApiProperty({ type: [AuditLogEntryDto] })
  entries: AuditLogEntryDto[];
}
