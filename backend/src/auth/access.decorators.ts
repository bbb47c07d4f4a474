import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route (or a whole controller) to anyone. Everything else is for admins. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
