import { SetMetadata } from '@nestjs/common';
import type { TokenRole } from '@trucking-finance/contracts';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_ROLES = 'requiredRoles';

/** Opens a route (or a whole controller) to anyone. Everything else needs a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Which token roles may call a route. Without it a route is for admins only. */
export const Roles = (...roles: TokenRole[]) => SetMetadata(REQUIRED_ROLES, roles);
