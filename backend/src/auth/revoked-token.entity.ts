import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A token ended before its time (logout). Kept in PostgreSQL so every instance refuses it at once,
 * and only until the token would have expired anyway: then the row is deleted.
 */
@Entity('revoked_tokens')
export class RevokedToken {
  /** The token's `jti`. */
  @PrimaryColumn('uuid')
  jti!: string;

  /** Whose token it was (an admin account id). */
  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** The token's own expiry: past it the token is refused anyway and this row can go. */
  @Index('revoked_tokens_expires_at_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'revoked_at', type: 'timestamptz' })
  revokedAt!: Date;
}
