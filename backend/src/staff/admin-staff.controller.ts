import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, StaffListResponse, StaffMemberResponse } from '@trucking-finance/contracts';
import { Audited, columnsBefore } from '../audit/audited.decorator';
import { OwnerOnly } from '../auth/access.decorators';
import { AdminUser } from '../auth/admin-user.entity';
import { ApiErrors } from '../common/api-error-body.dto';
import { DeletedResponseDto } from '../common/deleted-response.dto';
import { IdParam } from '../common/id-param';
import {
  CreateStaffDto,
  StaffListResponseDto,
  StaffMemberResponseDto,
  UpdateStaffDto,
} from './dto/staff.dto';
import { StaffService } from './staff.service';

/** Which fields a change sent (never their values: no passwords or names in the audit trail). */
const sentFields = (body: unknown): string[] =>
  Object.entries(body as UpdateStaffDto)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);

/** Staff accounts: owners only (docs/api.md#staff-accounts). */
@ApiTags('staff')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@OwnerOnly()
@Controller('staff')
export class AdminStaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOperation({ summary: 'Every staff account, by username.' })
  @ApiOkResponse({ type: StaffListResponseDto })
  async list(): Promise<StaffListResponse> {
    return { success: true, staff: await this.staff.list() };
  }

  @Post()
  @HttpCode(201)
  @Audited<StaffMemberResponse>({
    action: 'staff.create',
    target: 'admin_user',
    targetId: ({ response }) => response.staffMember.id,
    summary: ({ response }) => ({ role: response.staffMember.role }),
  })
  @ApiOperation({ summary: 'Add a staff account (owner or agent).' })
  @ApiCreatedResponse({ type: StaffMemberResponseDto })
  @ApiErrors(409)
  async create(@Body() body: CreateStaffDto): Promise<StaffMemberResponse> {
    return { success: true, staffMember: await this.staff.create(body) };
  }

  @Patch(':id')
  @Audited<StaffMemberResponse>({
    action: 'staff.update',
    target: 'admin_user',
    before: columnsBefore(AdminUser, ['role']),
    summary: ({ body, before, response }) => ({
      fields: sentFields(body),
      ...(before?.role !== response.staffMember.role
        ? { role: { from: before?.role ?? null, to: response.staffMember.role } }
        : {}),
    }),
  })
  @ApiOperation({
    summary:
      'Rename, reset the password or change the role; a reset or role change ends that account’s sessions.',
  })
  @ApiOkResponse({ type: StaffMemberResponseDto })
  @ApiErrors(404, 409)
  async update(@IdParam('staff') id: string, @Body() body: UpdateStaffDto): Promise<StaffMemberResponse> {
    return { success: true, staffMember: await this.staff.update(id, body) };
  }

  @Delete(':id')
  @Audited({ action: 'staff.delete', target: 'admin_user', before: columnsBefore(AdminUser, ['role']) })
  @ApiOperation({ summary: 'Remove a staff account; its sessions end and its leads become unassigned.' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiErrors(404, 409)
  async remove(@IdParam('staff') id: string): Promise<DeletedResponse> {
    await this.staff.remove(id);
    return { success: true };
  }
}
