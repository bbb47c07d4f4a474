import { moveDirections, type MoveDirection } from '@trucking-finance/contracts';
import { RequiredOption } from '../../common/field-validators';

export class MoveTeamMemberDto {
  @RequiredOption(moveDirections)
  direction: MoveDirection;
}
