import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route (or a whole controller) to anyone. Everything else is for admins. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const OWNER_ONLY = 'ownerOnly';

/** Closes a route (or a whole controller) to agents: only owners may use it (403 `owner_only`). */
export const OwnerOnly = () => SetMetadata(OWNER_ONLY, true);
