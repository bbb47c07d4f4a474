import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { TeamMember } from './team-member.entity';

/** A member's photo as re-encoded by the server (400×400 WebP), kept apart so lists never load the bytes. */
@Entity('team_member_photos')
export class TeamMemberPhoto {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @OneToOne(() => TeamMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'team_member_photos_member_id_fkey' })
  member?: TeamMember;

  @Column({ type: 'bytea' })
  image!: Buffer;
}
