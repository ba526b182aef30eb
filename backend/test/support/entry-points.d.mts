export declare const fromBuild: boolean;
export declare const entryPoint: (source: string) => string;
export declare function nodeArgs(entry: string, preload?: string[]): string[];
