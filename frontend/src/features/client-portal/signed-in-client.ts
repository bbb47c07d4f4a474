import { useOutletContext } from 'react-router';
import type { ClientSessionState } from '@/lib/client-session';

export type SignedInClient = Extract<ClientSessionState, { status: 'signed-in' }>;

/** The session of the client a portal page is shown to (the portal layout renders pages only for one). */
export const useSignedInClient = (): SignedInClient => useOutletContext<SignedInClient>();
