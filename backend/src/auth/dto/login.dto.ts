import type { AdminLoginPayload } from '@trucking-finance/contracts';
import { RequiredText } from '../../common/field-validators';

export class LoginDto implements AdminLoginPayload {
  @RequiredText({ example: 'dispatch-admin' })
  username: string;

  @RequiredText({ example: 'correct horse battery staple', trim: false })
  password: string;
}
