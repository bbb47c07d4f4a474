import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SESSION_DURATION_MS } from '@trucking-finance/contracts';
import type { TokenPayload } from './principal';

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** Signs the 24-hour tokens of both roles. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  async issue(payload: Omit<TokenPayload, 'iat' | 'exp'>): Promise<IssuedToken> {
    const token = await this.jwt.signAsync(payload, { expiresIn: SESSION_DURATION_MS / 1000 });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }
}
