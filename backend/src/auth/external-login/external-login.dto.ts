import {
  externalSystemTypes,
  type ExternalLoginPayload,
  type ExternalSystemType,
} from '@trucking-finance/contracts';
import { ExternalUrl, RequiredOption, RequiredText } from '../../common/field-validators';

export class ExternalLoginDto implements ExternalLoginPayload {
  @RequiredText({ missing: 'external_credentials_required', example: 'dispatch@ridgeline-freight.com' })
  username: string;

  @RequiredText({ missing: 'external_credentials_required', trim: false })
  password: string;

  @ExternalUrl()
  externalUrl: string;

  @RequiredOption(externalSystemTypes)
  systemType: ExternalSystemType;
}
