import type { TokenRole } from '@trucking-finance/contracts';

/** What a signed token says about its bearer. */
export interface TokenPayload {
  sub: string;
  role: TokenRole;
  /** Admin username, or the client's external username. */
  username: string;
  /** Admin tokens: the account's password-change time (ms), so a reset ends every older token. */
  ver?: number;
  iat?: number;
  exp?: number;
}

/** The authenticated caller, as guards and controllers see it (`req.user`). */
export interface Principal {
  id: string;
  role: TokenRole;
  username: string;
}
