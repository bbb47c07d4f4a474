import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/**
 * A person on the About page's leadership team. `position` orders the list (1 = first); the
 * uniqueness check is deferred to commit so two members can swap places in one transaction.
 */
@Entity('team_members')
@Unique('team_members_position_key', ['position'], { deferrable: 'INITIALLY DEFERRED' })
export class TeamMember {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  role!: string;

  @Column({ type: 'varchar', length: 200 })
  experience!: string;

  @Column({ type: 'text' })
  bio!: string;

  @Column({ type: 'integer' })
  position!: number;

  /** Fingerprint of the current photo, part of its URL so browsers may cache it for good. */
  @Column({ name: 'photo_version', type: 'varchar', length: 32, nullable: true })
  photoVersion!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
