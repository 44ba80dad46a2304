import { operations, type Statistics, type StatisticsTable } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { useApi } from '../../site/services';

/** The query a report answered, defaults filled in: its downloads give the same numbers. */
export function queryOf(report: Statistics) {
  return {
    ...(report.education ? { education: String(report.education.id) } : {}),
    from: report.period.from,
    to: report.period.to,
  };
}

/** A link to one of the report's tables as CSV for Excel, with the same counts held back. */
export function CsvLink({
  report,
  table,
  children,
}: {
  report: Statistics;
  table: StatisticsTable;
  children: ReactNode;
}) {
  const api = useApi();
  return (
    <a href={api.link(operations.statisticsCsv, { query: { ...queryOf(report), table } })} download>
      {children}
    </a>
  );
}
