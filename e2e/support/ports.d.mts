export declare const e2ePorts: { app: number; smtp: number; mailbox: number; push: number };
export declare const appOrigin: string;
export declare const e2eClockFile: string;
