import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route (or a whole controller) to anyone. Everything else is for admins. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const OWNER_ONLY = 'ownerOnly';

/**
 * Closes a route (or a controller) to every admin but owners: an agent gets 403. Today every admin
 * account is an owner (the ADMIN_USERNAME account is one); the guard reads `Principal.staffRole`.
 */
export const OwnerOnly = () => SetMetadata(OWNER_ONLY, true);
