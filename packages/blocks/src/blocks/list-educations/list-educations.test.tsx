import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { emptyFilterSelection } from '../../engine/formatting/filters';
import { makeBlock } from '../../test/blocks';
import { educationTaxonomies } from './education-taxonomies';
import { ListEducations } from './list-educations';
import { educations, educationsForLearner, FIXTURE_NOW } from './list-educations.fixtures';

const block = makeBlock({ block_id: 'l1', name: 'list-educations', title: 'Alla webbutbildningar' });
const learner = { first_name: 'Amira', role: 'teacher', scope: [], email_verified: true, loggedIn: true };

function renderList(options: { list?: () => Promise<typeof educations>; loggedIn?: boolean } = {}) {
  const listEducations = options.list ?? (async () => educations);
  return render(
    <BlocksProvider api={{ listEducations }} now={() => FIXTURE_NOW} user={options.loggedIn ? learner : null}>
      <ListEducations block={block} />
    </BlocksProvider>,
  );
}

describe('list-educations', () => {
  it('loads the courses and lists each with a link to its page', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Laddar utbildningar');
    expect(await screen.findByText('Visar 5 utbildningar')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Alla webbutbildningar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Filtrera utbildningarna' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Utbildningar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Jämställd undervisning' })).toHaveAttribute(
      'href',
      '/jamstalld-undervisning',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Normer i förskolan' })).toBeInTheDocument();
    expect(screen.getByText(/talutrymme, uppmärksamhet/)).toBeInTheDocument();
    expect(screen.getByText(/normkritiskt arbetssätt/)).toBeInTheDocument();
  });

  it('offers the terms of the listed courses in three groups, sorted by name', async () => {
    renderList();
    const types = await screen.findByRole('group', { name: 'Kategorier' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Arbetsliv', 'Förskola', 'Skola']);
    expect(screen.getByRole('group', { name: 'Kurslängd' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Utbildning av' })).toBeInTheDocument();
  });

  it('filters when a box is checked, and unchecks on a second click', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Förskola' }));
    expect(screen.getByRole('status')).toHaveTextContent('Visar 1 utbildning');
    const list = screen.getByRole('list', { name: 'Utbildningar' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Normer i förskolan']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Förskola' }));
    expect(screen.getByRole('status')).toHaveTextContent('Visar 5 utbildningar');
    expect(screen.queryByRole('list', { name: 'Valda filter' })).not.toBeInTheDocument();
  });

  it('matches any term within a group and every group with a checked term', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Skola' }));
    expect(screen.getByRole('status')).toHaveTextContent('Visar 3 utbildningar');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Förskola' }));
    expect(screen.getByRole('status')).toHaveTextContent('Visar 4 utbildningar');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skolverket' }));
    expect(screen.getByRole('status')).toHaveTextContent('Visar 2 utbildningar');
  });

  it('shows checked filters as tags that remove them, and a tag that clears all', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Skola' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Under 1 timme' }));
    const tags = screen.getByRole('list', { name: 'Valda filter' });
    expect(
      within(tags)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Ta bort filter: Skola', 'Ta bort filter: Under 1 timme', 'Rensa alla']);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort filter: Skola' }));
    expect(screen.getByRole('checkbox', { name: 'Skola' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Ta bort filter: Under 1 timme' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Rensa alla' }));
    expect(screen.getByRole('checkbox', { name: 'Under 1 timme' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Visar 5 utbildningar');
    expect(screen.getByRole('checkbox', { name: 'Arbetsliv' })).toHaveFocus();
  });

  it('toggles filters with the keyboard', async () => {
    renderList();
    await screen.findByRole('checkbox', { name: 'Arbetsliv' });
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Arbetsliv' })).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Visar 2 utbildningar');
    screen.getByRole('button', { name: 'Ta bort filter: Arbetsliv' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Visar 5 utbildningar');
    // The last filter is gone with its tags; focus returns to the filters.
    expect(screen.getByRole('checkbox', { name: 'Arbetsliv' })).toHaveFocus();
  });

  it('says when no course matches, with a button that clears the filters', async () => {
    render(
      <BlocksProvider api={{ listEducations: async () => educations }} now={() => FIXTURE_NOW}>
        <ListEducations
          block={block}
          defaultFilters={{ ...emptyFilterSelection(), educationType: [12], educationLength: [22] }}
        />
      </BlocksProvider>,
    );
    expect(await screen.findByText('Inga utbildningar matchar filtren.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Visar 0 utbildningar');
    const reset = screen.getAllByRole('button', { name: 'Rensa alla' });
    expect(reset).toHaveLength(2);
    await userEvent.click(reset[1] as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('Visar 5 utbildningar');
  });

  it('shows each course status in words to an anonymous visitor', async () => {
    renderList();
    const card = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    await screen.findByRole('link', { name: 'Jämställd undervisning' });
    expect(within(card('Jämställd undervisning')).queryByText(/Status:/)).not.toBeInTheDocument();
    expect(card('Normer i förskolan')).toHaveTextContent('Status: Kräver inloggning');
    expect(card('Jämställdhetsintegrering i offentlig verksamhet')).toHaveTextContent('Kräver inloggning');
    expect(card('Mäns våld mot kvinnor – grundkurs')).toHaveTextContent('Status: Öppnar snart');
    expect(card('Sex och samlevnad (2019)')).toHaveTextContent('Status: Stängd');
  });

  it('shows a logged-in learner their completed and applied-for courses', async () => {
    renderList({ list: async () => educationsForLearner, loggedIn: true });
    const card = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    await screen.findByRole('link', { name: 'Jämställd undervisning' });
    expect(card('Jämställd undervisning')).toHaveTextContent('Status: Genomförd');
    expect(card('Normer i förskolan')).not.toHaveTextContent('Status:');
    expect(card('Jämställdhetsintegrering i offentlig verksamhet')).toHaveTextContent(
      'Status: Ansökan skickad',
    );
  });

  it('lists the terms of each course', async () => {
    renderList();
    const card = (await screen.findByRole('link', { name: 'Mäns våld mot kvinnor – grundkurs' })).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Kategorier:Arbetsliv, Skola');
    expect(card).toHaveTextContent('Utbildning av:Jämställdhetsmyndigheten');
  });

  it('says so when loading fails, and loads again on request', async () => {
    const listEducations = vi
      .fn<() => Promise<typeof educations>>()
      .mockRejectedValueOnce(Object.assign(new Error('Serverfel'), { statusCode: 500 }))
      .mockResolvedValueOnce(educations);
    renderList({ list: listEducations });
    expect(await screen.findByRole('alert')).toHaveTextContent('Utbildningarna kunde inte laddas.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Visar 5 utbildningar')).toBeInTheDocument();
    expect(listEducations).toHaveBeenCalledTimes(2);
  });

  it('has an empty state without courses or without the call', async () => {
    const { unmount } = renderList({ list: async () => [] });
    expect(await screen.findByText('Det finns inga utbildningar att visa just nu.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();
    render(<ListEducations block={block} />);
    expect(screen.getByText('Det finns inga utbildningar att visa just nu.')).toBeInTheDocument();
  });

  it('takes other texts from the provider', async () => {
    render(
      <BlocksProvider
        api={{ listEducations: async () => educations }}
        labels={{
          'listEducations.educationType': 'Categories',
          'listEducations.count': 'Showing {count} courses',
        }}
      >
        <ListEducations block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 courses');
  });
});

describe('educationTaxonomies', () => {
  const none = { education_type: [], education_length: [], education_by: [] };

  it('joins the terms of all educations, each id once', () => {
    const union = educationTaxonomies([
      {
        taxonomies: {
          ...none,
          education_type: [{ id: 1, name: 'Skola' }],
          education_by: [{ id: 9, name: 'Myndigheten' }],
        },
      },
      {
        taxonomies: {
          ...none,
          education_type: [
            { id: 1, name: 'Skola' },
            { id: 2, name: 'Förskola' },
          ],
        },
      },
    ]);
    expect(union.education_type).toEqual([
      { id: 1, name: 'Skola' },
      { id: 2, name: 'Förskola' },
    ]);
    expect(union.education_length).toEqual([]);
    expect(union.education_by).toEqual([{ id: 9, name: 'Myndigheten' }]);
  });

  it('gives empty groups for no educations', () => {
    expect(educationTaxonomies([])).toEqual(none);
  });
});
