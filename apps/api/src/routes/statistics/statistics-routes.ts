import { operations, STATISTICS_FILE_NAMES, statisticsFileName } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/operation-route';
import { statisticsCsv } from '../../statistics/statistics-csv';
import { statisticsReport } from '../../statistics/statistics-report';

/** Free-text answers per question a download carries, newest first (a page shows fewer). */
const DOWNLOAD_TEXTS_MAX = 5000;

/** The authority's statistics for administrators (issue 26): the page's counts and its downloads. */
export async function statisticsRoutes(app: FastifyInstance) {
  route(app, operations.getStatistics, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return statisticsReport(app.db, query);
  });

  route(app, operations.statisticsCsv, async ({ query: { table, ...query }, reply }) => {
    const report = await statisticsReport(app.db, query, {
      textsMax: table === 'evaluation_texts' ? DOWNLOAD_TEXTS_MAX : 0,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${statisticsFileName(report, STATISTICS_FILE_NAMES[table])}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(statisticsCsv(report, table));
  });
}
