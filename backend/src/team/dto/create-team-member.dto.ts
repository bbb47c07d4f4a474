import type { TeamMemberCreatePayload } from '@trucking-finance/contracts';
import { RequiredText } from '../../common/field-validators';

const required = { missing: 'team_fields_required' } as const;

/** A new team member: all four fields required ('Please fill in all fields'). */
export class CreateTeamMemberDto implements TeamMemberCreatePayload {
  @RequiredText({ ...required, example: 'Dana Whitaker' })
  name: string;

  @RequiredText({ ...required, example: 'Chief Executive Officer' })
  role: string;

  @RequiredText({ ...required, example: '18 years in transportation finance' })
  experience: string;

  @RequiredText({
    ...required,
    long: true,
    example: 'Dana started her career dispatching reefer loads out of Ogden…',
  })
  bio: string;
}
