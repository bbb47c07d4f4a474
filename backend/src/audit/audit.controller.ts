import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditLogResponse } from '@trucking-finance/contracts';
import { OwnerOnly } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { AuditLog } from './audit-log.service';
import { AuditLogResponseDto } from './dto/audit-response.dto';
import { AuditQueryDto } from './dto/audit-query.dto';

/** The trail, for owners (the global guard): newest first, a page at a time. */
@ApiTags('audit')
@ApiBearerAuth()
@OwnerOnly()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @ApiOperation({
    summary:
      'Audit trail of admin changes and sign-ins, newest first, paged; filter by action (quote.delete) and actor (username or account id).',
  })
  @ApiOkResponse({ type: AuditLogResponseDto })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: AuditQueryDto): Promise<AuditLogResponse> {
    return { success: true, ...(await this.audit.list(query)) };
  }
}
