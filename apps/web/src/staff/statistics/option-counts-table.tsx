import type { StatisticsOption } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { ScrollingTable } from '../scrolling-table';
import { countText, shareText } from './statistics-format';

/** A choice question's options: how many chose each, and their share of those who answered. */
export function OptionCountsTable({
  caption,
  options,
}: {
  caption: ReactNode;
  options: readonly StatisticsOption[];
}) {
  return (
    <ScrollingTable
      className="web-statistics-table"
      caption={caption}
      columns={['Svar', 'Antal', 'Andel av dem som svarade']}
    >
      {options.map((option) => (
        <tr key={option.id}>
          <th scope="row">{option.label}</th>
          <td>{countText(option.count)}</td>
          <td>{shareText(option.share)}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
