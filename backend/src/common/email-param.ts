import { RequiredText } from './field-validators';

/** `@Param()` of the admin's search routes: `:email`, trimmed, checked like any text field; matched without regard to case. */
export class EmailSearchParams {
  @RequiredText({ missing: 'email_search_required', example: 'dispatch@ridgeline-freight.com' })
  email: string;
}
