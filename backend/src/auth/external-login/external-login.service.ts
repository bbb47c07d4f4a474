import { Inject, Injectable } from '@nestjs/common';
import {
  externalUrlProblem,
  TEXT_MAX_LENGTH,
  type ClientUser,
  type ExternalLoginResponse,
} from '@trucking-finance/contracts';
import { ApiException } from '../../common/api-error';
import { APP_CONFIG, type AppConfig } from '../../config/configuration';
import { TokenService } from '../token.service';
import { ExternalLoginDto } from './external-login.dto';

/** Where a client lands when the external system names no page of its own. */
const DEFAULT_CLIENT_REDIRECT = '/client-dashboard';

const refused = () => new ApiException('external_login_refused');
const timedOut = () => new ApiException('external_system_timeout');

interface UpstreamAnswer {
  success?: unknown;
  user?: Partial<Record<keyof ClientUser, unknown>>;
  redirectUrl?: unknown;
}

/**
 * Logs a client in through their own system (QuickBooks, a TMS, …): the credentials are relayed
 * once to an allow-listed host and, if it accepts them, the client gets our own token. Nothing
 * else is ever contacted, and the password is neither stored nor logged.
 */
@Injectable()
export class ExternalLoginService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {}

  async login(request: ExternalLoginDto): Promise<ExternalLoginResponse> {
    const url = this.urlToContact(request.externalUrl);
    const answer = await this.relay(url, request);
    const user = clientUserFrom(answer.user, request.username);
    const { token } = await this.tokens.issue({
      sub: `${request.systemType}:${url.host}:${request.username}`,
      role: 'client',
      username: user.username,
    });
    return { success: true, token, user, redirectUrl: this.redirectFrom(answer.redirectUrl) };
  }

  private isAllowed(url: URL): boolean {
    const { allowedHosts } = this.config.externalLogin;
    return allowedHosts.includes(url.hostname.toLowerCase()) || allowedHosts.includes(url.host.toLowerCase());
  }

  /**
   * The DTO has applied the shared URL rule (`externalUrlProblem`): the URL parses, is https (or
   * http to this machine) and carries no credentials. The rule is checked again here so no other
   * caller can bring the relay a URL it would refuse; what is left is the allow-list.
   */
  private urlToContact(externalUrl: string): URL {
    if (externalUrlProblem(externalUrl) !== null) {
      throw ApiException.validation([
        { field: 'externalUrl', code: 'invalid_url', sentence: 'external_url_invalid' },
      ]);
    }
    const url = new URL(externalUrl);
    if (!this.isAllowed(url)) throw new ApiException('external_host_not_allowed', { host: url.host });
    return url;
  }

  private async relay(url: URL, request: ExternalLoginDto): Promise<UpstreamAnswer> {
    const { username, password, systemType } = request;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ username, password, systemType }),
        // A redirect could lead off the allow-list: it counts as an answer, not a hop.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.externalLogin.timeoutMs),
      });
    } catch (error) {
      throw isTimeout(error) ? timedOut() : new ApiException('external_system_unreachable');
    }

    if (response.status === 401 || response.status === 403) {
      throw refused();
    }
    if (!response.ok) {
      throw new ApiException('external_system_error', { status: response.status });
    }

    let answer: UpstreamAnswer;
    try {
      answer = (await response.json()) as UpstreamAnswer;
    } catch (error) {
      if (isTimeout(error)) {
        throw timedOut();
      }
      throw new ApiException('external_system_unreadable');
    }
    if (answer?.success === false) {
      throw refused();
    }
    return answer ?? {};
  }

  /** The external system may send the client to one of its own pages, on an allow-listed host only. */
  private redirectFrom(value: unknown): string {
    if (typeof value !== 'string') return DEFAULT_CLIENT_REDIRECT;
    try {
      const target = new URL(value);
      return ['https:', 'http:'].includes(target.protocol) && this.isAllowed(target)
        ? target.toString()
        : DEFAULT_CLIENT_REDIRECT;
    } catch {
      return DEFAULT_CLIENT_REDIRECT;
    }
  }
}

// By name, not `instanceof`: fetch's DOMException need not share this realm's Error.
const isTimeout = (error: unknown): boolean => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

const field = (value: unknown, fallback = ''): string =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, TEXT_MAX_LENGTH) : fallback;

function clientUserFrom(user: UpstreamAnswer['user'], username: string): ClientUser {
  return {
    firstName: field(user?.firstName),
    lastName: field(user?.lastName),
    username: field(user?.username, username),
    email: field(user?.email, username.includes('@') ? username : ''),
    companyName: field(user?.companyName),
  };
}
