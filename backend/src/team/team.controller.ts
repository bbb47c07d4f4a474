import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { TeamMemberListResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { IdParam } from '../common/id-param';
import { TeamMemberListResponseDto } from './dto/team-member-response.dto';
import { TeamService } from './team.service';

const FOREVER = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** What the About page reads: the team in display order, and each photo at its own URL. */
@ApiTags('team')
@Public()
@Controller('team-members')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({ summary: 'The team in display order. profileImage is a photo URL or null.' })
  @ApiOkResponse({ type: TeamMemberListResponseDto })
  async list(): Promise<TeamMemberListResponse> {
    return { teamMembers: await this.team.list() };
  }

  @Get(':id/photo')
  @ApiOperation({
    summary: "A member's 400×400 WebP photo; cached for good when ?v= names the current version.",
  })
  @ApiOkResponse({
    description: 'The photo, 400×400 WebP.',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match names the current version).' })
  @ApiErrors(400, 404)
  async photo(
    @IdParam('team_member') id: string,
    @Query('v') requestedVersion: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const { image, version } = await this.team.photo(id);
    const etag = `"${version}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', requestedVersion === version ? FOREVER : REVALIDATE);
    if (ifNoneMatch === etag) {
      res.status(304).end();
      return;
    }
    res.type('image/webp').send(image);
  }
}
