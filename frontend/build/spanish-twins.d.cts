export declare function spanishModuleFor(file: string, importer: string | undefined): string;
export declare function twinPathOf(file: string): string | null;
export declare function isSpanishTwin(file: string): boolean;
