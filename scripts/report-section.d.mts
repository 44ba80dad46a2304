export function writeReportSection(file: string, name: string, heading: string, lines: string[]): void;
