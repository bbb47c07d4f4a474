import type { StaffRole, TokenRole } from '@trucking-finance/contracts';

/** What a signed token says about its bearer. */
export interface TokenPayload {
  sub: string;
  role: TokenRole;
  /** The audience: the role again, checked on its own so an admin and a client token never pass for each other. */
  aud: TokenRole;
  /** The token's own id, by which logout revokes it. */
  jti: string;
  /** Admin username, or the client's external username. */
  username: string;
  /**
   * Admin tokens: the account's password-change time (ms), so a reset ends every older token.
   * Ending all sessions of one account at once is the same check against a per-account time.
   */
  ver?: number;
  /** Admin tokens: the account's staff role when issued; a token whose role no longer matches is refused. */
  staffRole?: StaffRole;
  iat?: number;
  exp?: number;
}

/** The authenticated caller, as guards and controllers see it (`req.user`). */
export interface Principal {
  id: string;
  role: TokenRole;
  username: string;
  /** Staff accounts: owner or agent, as the account has it now (checked against the token). */
  staffRole?: StaffRole;
  /** Staff accounts: the name colleagues see. */
  displayName?: string;
  /** The token this request came with: its id and when it expires (for logout). */
  token: { id: string; expiresAt: Date };
}
