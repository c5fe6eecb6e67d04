export declare const helpOnRequest: (file: string | URL) => void;
export declare const option: (name: string, fallback: string) => string;
