import { EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/render-app';
import { findMainNavigation, renderLayout, SLOW } from '../../../test/render-layout';
import { type CurrentContent, useShowContent } from '../../site/current-content';
import { editLinkTargets, editorUrl } from './edit-link-targets';

const EDITOR = '/mina-sidor/administration/innehall';

const education = EducationSchema.parse({
  id: 100,
  slug: 'jamstalldhet-i-skolan',
  title: 'Jämställdhet i skolan',
  evaluation: { post_id: 102, components: [] },
});

function ShownPage(content: CurrentContent) {
  useShowContent(content);
  return <h1>Testsida</h1>;
}

describe('the edit-links bar', () => {
  it('links administrators to this product’s editor at the part shown', async () => {
    await loginAs('admin@example.se');
    renderLayout(
      '/jamstalldhet-i-skolan/utvardering',
      <ShownPage education={education} section="evaluation" />,
    );
    const bar = await screen.findByRole('navigation', { name: 'Redigeringslänkar' }, SLOW);
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${EDITOR}/utbildning/100`,
      `${EDITOR}/utbildning/100?del=evaluation`,
    ]);
    const evaluation = within(bar).getByRole('link', { name: 'Redigera utvärdering' });
    expect(evaluation).not.toHaveAttribute('target');
  });

  it('links an outside editor instead when the settings give its address (an option)', () => {
    const [course] = editLinkTargets({ education, section: 'evaluation' });
    expect(
      course && editorUrl('https://redaktor.example/post.php?post={id}&action=edit', course.postId),
    ).toBe('https://redaktor.example/post.php?post=100&action=edit');
  });

  it('links a page for administrators', async () => {
    await loginAs('admin@example.se');
    const page = PageSchema.parse({ id: 5, slug: 'om-webbutbildningarna', title: 'Om', post_type: 'page' });
    renderLayout('/om-webbutbildningarna', <ShownPage page={page} />);
    const bar = await screen.findByRole('navigation', { name: 'Redigeringslänkar' }, SLOW);
    expect(within(bar).getByRole('link', { name: /Redigera sida/ })).toHaveAttribute(
      'href',
      `${EDITOR}/sida/5`,
    );
  });

  it('is not there for other users', async () => {
    await loginAs('larare@example.se');
    renderLayout(
      '/jamstalldhet-i-skolan/utvardering',
      <ShownPage education={education} section="evaluation" />,
    );
    await screen.findByRole('button', { name: 'Inloggad som Lars' }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Redigeringslänkar' })).not.toBeInTheDocument();
  });

  it('is not there for administrators when nothing with a post is shown', async () => {
    await loginAs('admin@example.se');
    renderLayout('/mina-sidor');
    await screen.findByRole('button', { name: 'Inloggad som Alva' }, SLOW);
    await findMainNavigation();
    expect(screen.queryByRole('navigation', { name: 'Redigeringslänkar' })).not.toBeInTheDocument();
  });
});
