import { moveDirections, type MoveDirection, type TeamMemberMovePayload } from '@trucking-finance/contracts';
import { RequiredOption } from '../../common/field-validators';

export class MoveTeamMemberDto implements TeamMemberMovePayload {
  @RequiredOption(moveDirections)
  direction: MoveDirection;
}
