/** A USDOT number as the server takes it: 1 to 8 digits. */
export const isDotNumber = (value: string): boolean => /^\d{1,8}$/.test(value.trim());
