import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { MoveDirection, TeamMember as TeamMemberView } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { CreateTeamMemberDto } from './dto/create-team-member.dto';
import { UpdateTeamMemberDto } from './dto/update-team-member.dto';
import { processProfilePhoto, type ProfilePhoto } from './profile-photo';
import { TeamMemberPhoto } from './team-member-photo.entity';
import { TeamMember } from './team-member.entity';

const photoUrl = (member: Pick<TeamMember, 'id' | 'photoVersion'>): string | null =>
  member.photoVersion ? `/api/team-members/${member.id}/photo?v=${member.photoVersion}` : null;

const toTeamMember = (row: TeamMember): TeamMemberView => ({
  id: row.id,
  name: row.name,
  role: row.role,
  experience: row.experience,
  bio: row.bio,
  position: row.position,
  profileImage: photoUrl(row),
});

async function existingMember(manager: EntityManager, id: string): Promise<TeamMember> {
  const member = await manager.findOneBy(TeamMember, { id });
  if (!member) throw new ApiException('team_member_not_found');
  return member;
}

/**
 * The leadership team. Every change to the order runs in a transaction holding one advisory lock,
 * so concurrent adds, moves and deletes never leave two members on one position or a gap.
 */
@Injectable()
export class TeamService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    @InjectRepository(TeamMemberPhoto) private readonly photos: Repository<TeamMemberPhoto>,
  ) {}

  async list(): Promise<TeamMemberView[]> {
    return (await this.members.find({ order: { position: 'ASC' } })).map(toTeamMember);
  }

  create(fields: CreateTeamMemberDto): Promise<TeamMemberView> {
    return this.inOrderTransaction(async (manager) => {
      const { last } = (await manager
        .createQueryBuilder(TeamMember, 'member')
        .select('coalesce(max(member.position), 0)', 'last')
        .getRawOne<{ last: number }>())!;
      const member = manager.create(TeamMember, { ...fields, position: Number(last) + 1 });
      return toTeamMember(await manager.save(member));
    });
  }

  async update(id: string, { profileImage, ...fields }: UpdateTeamMemberDto): Promise<TeamMemberView> {
    // The photo is checked and re-encoded before the transaction opens: a slow encode holds no lock.
    const photo = typeof profileImage === 'string' ? await processProfilePhoto(profileImage) : undefined;
    // Under the order lock too: save() writes back the position it read, so a move committed in
    // between would be undone or collide with the unique position (a 409 under concurrent edits).
    return this.inOrderTransaction(async (manager) => {
      const member = await existingMember(manager, id);
      Object.assign(member, fields);
      if (profileImage !== undefined) await this.replacePhoto(manager, member, photo ?? null);
      return toTeamMember(await manager.save(member));
    });
  }

  remove(id: string): Promise<void> {
    return this.inOrderTransaction(async (manager) => {
      const member = await existingMember(manager, id);
      await manager.delete(TeamMember, { id });
      await manager
        .createQueryBuilder()
        .update(TeamMember)
        .set({ position: () => 'position - 1' })
        .where('position > :position', { position: member.position })
        .execute();
    });
  }

  /** Swaps a member with the neighbour above or below; 400 at either end, changing nothing. */
  move(id: string, direction: MoveDirection): Promise<TeamMemberView[]> {
    return this.inOrderTransaction(async (manager) => {
      const member = await existingMember(manager, id);
      const neighbour = await manager.findOneBy(TeamMember, {
        position: member.position + (direction === 'up' ? -1 : 1),
      });
      if (!neighbour) {
        throw new ApiException('team_member_cannot_move', { name: member.name, direction });
      }
      [member.position, neighbour.position] = [neighbour.position, member.position];
      await manager.save([member, neighbour]);
      const team = await manager.find(TeamMember, { order: { position: 'ASC' } });
      return team.map(toTeamMember);
    });
  }

  async photo(id: string): Promise<ProfilePhoto> {
    const row = await this.photos
      .createQueryBuilder('photo')
      .innerJoin(TeamMember, 'member', 'member.id = photo.member_id')
      .select(['photo.image AS image', 'member.photo_version AS version'])
      .where('photo.member_id = :id', { id })
      .getRawOne<{ image: Buffer; version: string }>();
    if (!row) throw new ApiException('team_member_photo_not_found');
    return row;
  }

  private async replacePhoto(manager: EntityManager, member: TeamMember, photo: ProfilePhoto | null) {
    if (photo) {
      await manager.upsert(TeamMemberPhoto, { memberId: member.id, image: photo.image }, ['memberId']);
    } else {
      await manager.delete(TeamMemberPhoto, { memberId: member.id });
    }
    member.photoVersion = photo?.version ?? null;
  }

  private inOrderTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('team_members.position'))`);
      return work(manager);
    });
  }
}
