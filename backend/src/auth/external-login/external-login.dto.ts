import {
  externalSystemTypes,
  messages,
  type ExternalLoginPayload,
  type ExternalSystemType,
} from '@trucking-finance/contracts';
import { RequiredOption, RequiredText, RequiredUrl } from '../../common/field-validators';

const URL_MAX_LENGTH = 2_000;

export class ExternalLoginDto implements ExternalLoginPayload {
  @RequiredText({ message: messages.externalCredentialsRequired, example: 'dispatch@ridgeline-freight.com' })
  username: string;

  @RequiredText({ message: messages.externalCredentialsRequired, trim: false })
  password: string;

  @RequiredUrl(
    { missing: messages.externalUrlRequired, invalid: messages.externalUrlInvalid },
    URL_MAX_LENGTH,
  )
  externalUrl: string;

  @RequiredOption(externalSystemTypes)
  systemType: ExternalSystemType;
}
