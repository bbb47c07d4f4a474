import { ApiProperty } from '@nestjs/swagger';
import type { TeamMember, TeamMemberListResponse, TeamMemberResponse } from '@trucking-finance/contracts';

export class TeamMemberDto implements TeamMember {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Dana Whitaker' })
  name: string;

  @ApiProperty({ example: 'Chief Executive Officer' })
  role: string;

  @ApiProperty({ example: '18 years in transportation finance' })
  experience: string;

  @ApiProperty()
  bio: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: "URL of the member's 400×400 WebP photo, or null.",
  })
  profileImage: string | null;

  @ApiProperty({ example: 1, description: '1-based display order.' })
  position: number;
}

export class TeamMemberListResponseDto implements TeamMemberListResponse {
  @ApiProperty({ type: [TeamMemberDto] })
  teamMembers: TeamMemberDto[];
}

export class TeamMemberResponseDto implements TeamMemberResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: TeamMemberDto })
  teamMember: TeamMemberDto;
}

/** A move answers with the whole team in its new order. */
export class TeamMemberMovedResponseDto extends TeamMemberListResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;
}
