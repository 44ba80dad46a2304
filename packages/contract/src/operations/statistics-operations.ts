import { StatisticsCsvQuerySchema, StatisticsQuerySchema, StatisticsSchema } from '../statistics';
import { defineOperation } from './operation';

const STATISTICS_REFUSAL = 'Endast administratörer kan se statistiken';

/** The statistics of one course or all, over a period (issue 26): small groups never shown. */
export const getStatistics = /* @__PURE__ */ defineOperation({
  id: 'getStatistics',
  method: 'GET',
  path: '/api/admin/statistics',
  access: 'administrator',
  refusal: STATISTICS_REFUSAL,
  query: StatisticsQuerySchema,
  answers: { 200: StatisticsSchema },
});

/** One table of the same statistics as CSV for Excel, with the same counts held back. */
export const statisticsCsv = /* @__PURE__ */ defineOperation({
  id: 'statisticsCsv',
  method: 'GET',
  path: '/api/admin/statistics.csv',
  access: 'administrator',
  refusal: STATISTICS_REFUSAL,
  query: StatisticsCsvQuerySchema,
  answers: { 200: { file: 'text/csv' } },
});
