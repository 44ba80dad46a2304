CREATE TABLE "course_statistic_counts" (
	"education_id" integer NOT NULL,
	"subject" text NOT NULL,
	"month" text NOT NULL,
	"measure" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "course_statistic_counts_education_id_subject_measure_month_pk" PRIMARY KEY("education_id","subject","measure","month")
);
--> statement-breakpoint
-- The counts of rows written before them (issue 37), as rebuildCourseStatisticCounts makes them.
INSERT INTO "course_statistic_counts" ("education_id", "subject", "month", "measure", "count")
SELECT education_id, subject, month, measure, count(*)::int FROM (
  SELECT education_id, CASE WHEN block_id = '' THEN 'course' ELSE 'question:' || block_id END AS subject, to_char(at AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM') AS month, measure
  FROM question_answers, unnest(CASE WHEN block_id = '' THEN array['recorded'] ELSE array_remove(array[
    'answered',
    CASE WHEN first_result IS NOT NULL THEN 'checked' END,
    CASE WHEN first_result = 'correct' THEN 'right_first' END,
    CASE WHEN final_result = 'correct' THEN 'right_final' END
  ], null) || array(SELECT 'option:' || o FROM unnest(options) o) END) AS measure
  UNION ALL
  SELECT education_id, 'page:' || page, to_char(at AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM'), 'reached' FROM page_reaches
) m GROUP BY 1, 2, 3, 4;
