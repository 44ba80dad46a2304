import type { PublishImpact } from '@jamstalldhet/contract';

const learnersText = (count: number) => (count === 1 ? '1 deltagare' : `${count} deltagare`);

/**
 * What a publish does to learners with accounts, in words, before the editor confirms: answers
 * on removed blocks, changed right answers, new mandatory questions, and what is kept.
 */
export function ImpactReport({ impact }: { impact: PublishImpact }) {
  const nothing =
    impact.removed.length === 0 && impact.changed_answers.length === 0 && impact.new_mandatory.length === 0;
  return (
    <div className="web-editor-impact">
      <p>
        {learnersText(impact.learners_in_progress)} har påbörjat utbildningen; {impact.completions} har
        slutfört den och {impact.certificates} intyg är utfärdade. Deras svar, slutföranden och intyg finns
        kvar.
      </p>
      {nothing && <p>Publiceringen tar inte bort eller ändrar något som deltagare har svarat på.</p>}
      {impact.removed.length > 0 && (
        <>
          <h3>Block som tas bort</h3>
          <ul>
            {impact.removed.map((block) => (
              <li key={block.block_id}>
                {block.where}: {learnersText(block.learners)} har svarat. Svaren finns kvar men visas inte.
              </li>
            ))}
          </ul>
        </>
      )}
      {impact.changed_answers.length > 0 && (
        <>
          <h3>Frågor där rätt svar ändras</h3>
          <ul>
            {impact.changed_answers.map((block) => (
              <li key={block.block_id}>
                {block.where}: {learnersText(block.learners)} har svarat.{' '}
                {block.now_wrong > 0
                  ? `${block.now_wrong === 1 ? '1 av dem' : `${block.now_wrong} av dem`} som svarade före ändringen ser nu sitt svar som fel.`
                  : 'Ingen som har svarat ser sitt svar som fel efter ändringen.'}
              </li>
            ))}
          </ul>
        </>
      )}
      {impact.new_mandatory.length > 0 && (
        <>
          <h3>Nya obligatoriska frågor</h3>
          <ul>
            {impact.new_mandatory.map((block) => (
              <li key={block.block_id}>
                {block.where}: deltagare som har påbörjat utbildningen måste svara på den innan de kan
                slutföra.
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
