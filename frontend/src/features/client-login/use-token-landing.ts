import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-error';
import type { ApiCall } from '@/lib/api-on-demand';
import { storeClientSession } from '@/lib/client-session';
import type { clientAuthApi } from './client-auth-api';

/** Where a visit from an emailed link stands; `none` for every other visit. */
export type TokenLanding = 'none' | 'verifying' | 'refused' | 'failed';

const TOKEN_PARAM = 'token';

/**
 * Signs in with the token of an emailed link (`/client-login?token=…`, docs/product.md#client-login):
 * takes the token out of the address at once (it works once; nor should it stay in the history),
 * trades it for a session (POST /api/client-auth/verify), keeps the session and goes to the
 * dashboard. A used, expired or unknown link is `refused`; a failed connection is `failed` and
 * can be tried again, since the token is kept in memory. Runs after hydration: the prerendered
 * page has no token.
 */
export function useTokenLanding(callApi: ApiCall<typeof clientAuthApi>): {
  landing: TokenLanding;
  retry: () => void;
} {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [landing, setLanding] = useState<TokenLanding>('none');
  const token = useRef<string | null>(null);
  const linkToken = searchParams.get(TOKEN_PARAM);

  const verify = useCallback(async () => {
    if (!token.current) return;
    setLanding('verifying');
    try {
      const answer = await callApi((authApi, dispatch) =>
        dispatch(authApi.endpoints.verifyClientSignIn.initiate({ token: token.current! })).unwrap(),
      );
      storeClientSession(answer.token, answer.user, answer.expiresAt);
      void navigate(paths.client.dashboard, { replace: true });
    } catch (error) {
      setLanding(errorStatus(error) === 401 ? 'refused' : 'failed');
    }
  }, [callApi, navigate]);

  useEffect(() => {
    // Once per link: the development build runs effects twice, and the link works only once.
    if (!linkToken || token.current === linkToken) return;
    token.current = linkToken;
    const rest = new URLSearchParams(searchParams);
    rest.delete(TOKEN_PARAM);
    // history.replaceState underneath: the address bar and the history lose the token.
    void navigate({ search: rest.size ? `?${rest}` : '' }, { replace: true });
    void verify();
  }, [linkToken, searchParams, navigate, verify]);

  return { landing, retry: () => void verify() };
}
