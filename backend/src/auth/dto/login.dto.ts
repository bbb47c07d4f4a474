import { RequiredText } from '../../common/field-validators';

export class LoginDto {
  @RequiredText({ example: 'dispatch-admin' })
  username: string;

  @RequiredText({ example: 'correct horse battery staple', trim: false })
  password: string;
}
