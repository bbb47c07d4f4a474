import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DeletedResponse,
  TeamMemberListResponse,
  TeamMemberResponse,
} from '@trucking-finance/contracts';
import { Audited, columnsBefore } from '../audit/audited.decorator';
import { OwnerOnly } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { DeletedResponseDto } from '../common/deleted-response.dto';
import { IdParam } from '../common/id-param';
import { CreateTeamMemberDto } from './dto/create-team-member.dto';
import { MoveTeamMemberDto } from './dto/move-team-member.dto';
import { TeamMemberMovedResponseDto, TeamMemberResponseDto } from './dto/team-member-response.dto';
import { UpdateTeamMemberDto } from './dto/update-team-member.dto';
import { TeamMember } from './team-member.entity';
import { TeamService } from './team.service';

type MoveResponse = { success: true } & TeamMemberListResponse;

const positionBefore = columnsBefore(TeamMember, ['position']);

/** Which fields an update sent (never their values: names and bios stay out of the audit trail). */
const changedFields = (body: unknown): string[] =>
  Object.entries(body as UpdateTeamMemberDto)
    .filter(([field, value]) => value !== undefined && field !== 'profileImage')
    .map(([field]) => field);

/** Team page writes: owners only (agents work leads). */
@ApiTags('team')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@OwnerOnly()
@Controller('team-members')
export class AdminTeamController {
  constructor(private readonly team: TeamService) {}

  @Post()
  @Audited<TeamMemberResponse>({
    action: 'team_member.create',
    target: 'team_member',
    targetId: ({ response }) => response.teamMember.id,
    summary: ({ response }) => ({ after: { position: response.teamMember.position } }),
  })
  @ApiOperation({ summary: 'Add a member at the end of the order.' })
  @ApiCreatedResponse({ type: TeamMemberResponseDto })
  async create(@Body() member: CreateTeamMemberDto): Promise<TeamMemberResponse> {
    return { success: true, teamMember: await this.team.create(member) };
  }

  @Put(':id')
  @Audited<TeamMemberResponse>({
    action: 'team_member.update',
    target: 'team_member',
    summary: ({ body }) => {
      const { profileImage } = body as UpdateTeamMemberDto;
      const photo =
        profileImage === undefined ? {} : { photo: profileImage === null ? 'removed' : 'replaced' };
      return { fields: changedFields(body), ...photo };
    },
  })
  @ApiOperation({
    summary: 'Change some fields and/or the photo (data URL, ≤ 5 MB; null removes it). Body limit 8 MB.',
  })
  @ApiOkResponse({ type: TeamMemberResponseDto })
  @ApiErrors(404, 413)
  async update(
    @IdParam('team_member') id: string,
    @Body() changes: UpdateTeamMemberDto,
  ): Promise<TeamMemberResponse> {
    return { success: true, teamMember: await this.team.update(id, changes) };
  }

  @Delete(':id')
  @Audited({ action: 'team_member.delete', target: 'team_member', before: positionBefore })
  @ApiOperation({ summary: 'Remove a member; those below move up one place.' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiErrors(404)
  async remove(@IdParam('team_member') id: string): Promise<DeletedResponse> {
    await this.team.remove(id);
    return { success: true };
  }

  @Post(':id/move')
  @HttpCode(200)
  @Audited<MoveResponse>({
    action: 'team_member.move',
    target: 'team_member',
    before: positionBefore,
    summary: ({ params, body, before, response }) => ({
      direction: (body as MoveTeamMemberDto).direction,
      before,
      after: { position: response.teamMembers.find((member) => member.id === params.id)?.position },
    }),
  })
  @ApiOperation({ summary: 'Swap with the neighbour above or below. 400 at either end (nothing changes).' })
  @ApiOkResponse({ type: TeamMemberMovedResponseDto })
  @ApiErrors(404)
  async move(
    @IdParam('team_member') id: string,
    @Body() { direction }: MoveTeamMemberDto,
  ): Promise<MoveResponse> {
    return { success: true, teamMembers: await this.team.move(id, direction) };
  }
}
