export declare const EDITOR_PATH: string;
