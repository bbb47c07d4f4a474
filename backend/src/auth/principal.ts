import type { TokenRole } from '@trucking-finance/contracts';

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
  iat?: number;
  exp?: number;
}

/** The authenticated caller, as guards and controllers see it (`req.user`). */
export interface Principal {
  id: string;
  role: TokenRole;
  username: string;
  /** An admin account's staff role; absent means owner (docs/api.md#authentication-and-roles). */
  staffRole?: 'owner' | 'agent';
  /** The token this request came with: its id and when it expires (for logout). */
  token: { id: string; expiresAt: Date };
}
