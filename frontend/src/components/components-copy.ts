/**
 * The words the shared components add around the copy a page hands them: what assistive tech reads
 * for a star rating, the number before each step of a process. The Spanish build reads the sibling
 * `components-copy.es.ts` instead.
 */

/** Read aloud for a row of stars (`StarRating`), which shows no text. */
export const starRatingCopy = {
  label: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
};

/** The number before each step's title (`StepsList`): "Step 1". */
export const stepsListCopy = {
  stepNumber: (step: number) => `Step ${step}`,
};
