import {
  BadGatewayException,
  BadRequestException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { TEXT_MAX_LENGTH, type ClientUser, type ExternalLoginResponse } from '@trucking-finance/contracts';
import { apiError } from '../../common/api-error';
import { APP_CONFIG, type AppConfig } from '../../config/configuration';
import { TokenService } from '../token.service';
import { ExternalLoginDto } from './external-login.dto';

/** Where a client lands when the external system names no page of its own. */
const DEFAULT_CLIENT_REDIRECT = '/client-dashboard';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const refused = () =>
  new UnauthorizedException(apiError('The external system did not accept that username and password.'));
const timedOut = () =>
  new GatewayTimeoutException(apiError('The external system did not answer in time. Please try again.'));

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
    const url = new URL(request.externalUrl);
    this.assertMayContact(url);
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

  private assertMayContact(url: URL): void {
    if (url.username || url.password) {
      throw new BadRequestException(
        apiError('Please take the username and password out of the URL and type them in their own fields.'),
      );
    }
    if (!this.isAllowed(url)) {
      throw new BadRequestException(
        apiError(
          `We cannot connect to ${url.host}: it is not one of the systems this site may contact. Please check the URL, or ask us to add your system.`,
        ),
      );
    }
    if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
      throw new BadRequestException(apiError('Please use an https:// address for the external system.'));
    }
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
      throw isTimeout(error)
        ? timedOut()
        : new BadGatewayException(
            apiError('We could not reach the external system. Please check the URL and try again.'),
          );
    }

    if (response.status === 401 || response.status === 403) {
      throw refused();
    }
    if (!response.ok) {
      throw new BadGatewayException(
        apiError(
          `The external system answered with an error (HTTP ${response.status}). Please try again later.`,
        ),
      );
    }

    let answer: UpstreamAnswer;
    try {
      answer = (await response.json()) as UpstreamAnswer;
    } catch (error) {
      if (isTimeout(error)) {
        throw timedOut();
      }
      throw new BadGatewayException(apiError('The external system sent an answer we could not read.'));
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
