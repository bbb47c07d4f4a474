import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DeletedResponse,
  TeamMemberListResponse,
  TeamMemberResponse,
} from '@trucking-finance/contracts';
import { IdParam } from '../common/id-param';
import { CreateTeamMemberDto } from './dto/create-team-member.dto';
import { MoveTeamMemberDto } from './dto/move-team-member.dto';
import { UpdateTeamMemberDto } from './dto/update-team-member.dto';
import { TeamService } from './team.service';

@ApiTags('team')
@ApiBearerAuth()
@Controller('team-members')
export class AdminTeamController {
  constructor(private readonly team: TeamService) {}

  @Post()
  @ApiOperation({ summary: 'Add a member at the end of the order.' })
  async create(@Body() member: CreateTeamMemberDto): Promise<TeamMemberResponse> {
    return { success: true, teamMember: await this.team.create(member) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change some fields and/or the photo (data URL, ≤ 5 MB; null removes it). Body limit 8 MB.',
  })
  async update(
    @IdParam('team member') id: string,
    @Body() changes: UpdateTeamMemberDto,
  ): Promise<TeamMemberResponse> {
    return { success: true, teamMember: await this.team.update(id, changes) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a member; those below move up one place.' })
  async remove(@IdParam('team member') id: string): Promise<DeletedResponse> {
    await this.team.remove(id);
    return { success: true };
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiOperation({ summary: 'Swap with the neighbour above or below. 400 at either end (nothing changes).' })
  async move(
    @IdParam('team member') id: string,
    @Body() { direction }: MoveTeamMemberDto,
  ): Promise<{ success: true } & TeamMemberListResponse> {
    return { success: true, teamMembers: await this.team.move(id, direction) };
  }
}
