import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@trucking-finance/contracts';

/** A staff account for the admin area. Usernames are unique regardless of case. */
@Index('admin_users_role_idx', { synchronize: false })
@Entity('admin_users')
@Index('admin_users_username_lower_key', { synchronize: false })
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  username!: string;

  /** The name colleagues see (notes, history, assignment). */
  @Column({ name: 'display_name', type: 'varchar', length: 200 })
  displayName!: string;

  /** `owner` manages staff and settings; `agent` works leads. Checked on every request. */
  @Column({ type: 'varchar', length: 10 })
  role!: StaffRole;

  /** argon2id hash; the password itself is never stored. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /** Tokens issued before this moment are refused, so a password reset ends old sessions. */
  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
