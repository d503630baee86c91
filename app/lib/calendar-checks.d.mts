// Types of calendar-checks.mjs (plain ESM, for plain node): TypeScript reads this file instead.
export declare const ISO_DAY: RegExp;
export declare function daysInMonth(year: number, month: number): number;
export declare function isCalendarDate(value: string): boolean;
export declare function isTimeZone(timeZone: string): boolean;
