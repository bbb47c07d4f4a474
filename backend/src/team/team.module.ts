import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminTeamController } from './admin-team.controller';
import { TeamMemberPhoto } from './team-member-photo.entity';
import { TeamMember } from './team-member.entity';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

@Module({
  imports: [TypeOrmModule.forFeature([TeamMember, TeamMemberPhoto])],
  controllers: [TeamController, AdminTeamController],
  providers: [TeamService],
})
export class TeamModule {}
