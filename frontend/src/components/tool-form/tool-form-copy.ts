/** The words the tool forms share: the Reset button, the messages of a refused number, and limits as they are printed. */

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const toolFormCopy = {
  resetLabel: 'Reset',
  /** Messages beside a number field; `noun` is how the field names itself mid-sentence ("invoice amount"). */
  numberMessages: {
    notANumber: (noun: string) => `Enter the ${noun} as a number.`,
    outOfRange: (noun: string, min: string, max: string) =>
      `${capitalised(noun)} must be between ${min} and ${max}.`,
    negative: (noun: string) => `${capitalised(noun)} can't be negative.`,
    belowMinimum: (noun: string, min: string) => `${capitalised(noun)} must be ${min} or more.`,
  },
} as const;

/** Limits as the tools print them. */
export const limitFormats = {
  dollars: (limit: number): string => `$${limit.toLocaleString('en-US')}`,
  percent: (limit: number): string => `${limit}%`,
  days: (limit: number): string => `${limit} days`,
  years: (limit: number): string => `${limit} years`,
} as const;
