import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminTeamController } from './admin-team.controller';
import { TeamMemberPhoto } from './team-member-photo.entity';
import { TEAM_MEMBER_UPDATE, TeamMemberUpdateBody } from './team-member-update-body';
import { TeamMember } from './team-member.entity';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

@Module({
  imports: [TypeOrmModule.forFeature([TeamMember, TeamMemberPhoto])],
  controllers: [TeamController, AdminTeamController],
  providers: [TeamService],
})
export class TeamModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(TeamMemberUpdateBody).forRoutes(TEAM_MEMBER_UPDATE);
  }
}
