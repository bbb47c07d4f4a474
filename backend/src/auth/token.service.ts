import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SESSION_DURATION_MS } from '@trucking-finance/contracts';
import type { TokenPayload } from './principal';

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** Signs the 24-hour tokens of both roles, each with its own id and its role as the audience. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  async issue(claims: Omit<TokenPayload, 'aud' | 'jti' | 'iat' | 'exp'>): Promise<IssuedToken> {
    const payload: Omit<TokenPayload, 'iat' | 'exp'> = { ...claims, aud: claims.role, jti: randomUUID() };
    const token = await this.jwt.signAsync(payload, { expiresIn: SESSION_DURATION_MS / 1000 });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }
}
