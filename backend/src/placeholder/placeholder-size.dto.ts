import { WholeNumber } from '../common/field-validators';
import { PLACEHOLDER_MAX_SIDE } from './placeholder-image';

/** `/:width/:height` in whole pixels, digits only ('1e3' and '120 ' are not sizes). */
export class PlaceholderSizeDto {
  @WholeNumber({ min: 1, max: PLACEHOLDER_MAX_SIDE, sentence: 'placeholder_width' })
  width: number;

  @WholeNumber({ min: 1, max: PLACEHOLDER_MAX_SIDE, sentence: 'placeholder_height' })
  height: number;
}
