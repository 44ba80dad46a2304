import type { BlockInput } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../../fixtures/education';
import { rulePage, textBlock } from '../../fixtures/rule-page';
import { CONTENT_RULE_NAMES, contentFindings, contentWarnings } from './content-rules';

const page = rulePage;

function findings(...components: BlockInput[]) {
  return contentFindings(page(...components)).map(({ rule, severity, where, path, message }) => ({
    rule,
    severity,
    where,
    path,
    message,
  }));
}

describe('headings', () => {
  it('refuses a skipped level, naming both levels and the field', () => {
    expect(findings(textBlock('<h2>Lagen</h2><p>Text.</p><h4>Paragraf 1</h4>'))).toEqual([
      {
        rule: 'heading-order',
        severity: 'error',
        where: 'Block 1 (Text)',
        path: 'components[0].html',
        message:
          'Rubriknivån hoppar från 2 till 4. Använd rubriknivåerna i ordning, utan att hoppa över någon.',
      },
    ]);
  });

  it("reads the page's title as level 1 and a block's title as level 2, across blocks", () => {
    const [first, second] = findings(textBlock('<h3>Bakgrund</h3>'), textBlock('<h4>Detalj</h4>', 'Lagen'));
    expect(first).toMatchObject({
      path: 'components[0].html',
      message: expect.stringContaining('från 1 till 3'),
    });
    expect(second).toMatchObject({
      path: 'components[1].html',
      message: expect.stringContaining('från 2 till 4'),
    });
  });

  it('allows going down one level at a time and up any number', () => {
    expect(findings(textBlock('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>', 'Titel'))).toEqual([]);
  });

  it("takes an image's caption title and a facts box's box title for the block's heading", () => {
    const image: BlockInput = {
      block_id: 'i',
      name: 'image',
      image_title: 'Lönegapet',
      image_text: '<h3>Källa</h3>',
    };
    const facts: BlockInput = {
      block_id: 'f',
      name: 'facts-box',
      box_title: 'Fakta',
      box_text: '<h3>Mer</h3>',
    };
    expect(findings(image, facts)).toEqual([]);
  });

  it("does not take a question's title for a heading", () => {
    const question: BlockInput = { block_id: 'q', name: 'question-radio', title: 'Fråga', answers: [] };
    expect(findings(question, textBlock('<h3>Efter frågan</h3>'))[0]?.message).toContain('från 1 till 3');
  });

  it("names a course page's place", () => {
    const course = sampleEducation();
    const [deep] = page(textBlock('<h5>Djup</h5>')).components;
    if (deep) {
      course.chapters[0]?.episodes[0]?.components[0]?.push(deep);
    }
    const [found] = contentFindings(course);
    expect(found).toMatchObject({
      where: 'Kapitel 1, Episod 1, Sida 1, block 3 (Text)',
      path: 'chapters[0].episodes[0].components[0][2].html',
    });
  });
});

describe('links', () => {
  it.each(['klicka här', 'Läs mer!', 'HÄR', 'länk', 'https://www.do.se/diskriminering', ''])(
    'refuses the link text "%s"',
    (text) => {
      expect(
        findings(textBlock(`<p>Om lagen: <a href="https://www.do.se/diskriminering">${text}</a></p>`)),
      ).toEqual([
        expect.objectContaining({ rule: 'link-text', severity: 'error', path: 'components[0].html' }),
      ]);
    },
  );

  it('accepts a text that says where the link goes, and a linked image named by its alt', () => {
    expect(
      findings(
        textBlock(
          '<p><a href="https://www.do.se">Diskrimineringsombudsmannens sida om lagen</a> och <a href="/om"><img src="/api/images/1" alt="Om myndigheten"></a></p>',
        ),
      ),
    ).toEqual([]);
  });

  it('leaves an anchor without an address alone: it is no link (a sanitized javascript: one)', () => {
    expect(findings(textBlock('<p><a>länk</a></p>'))).toEqual([]);
  });

  it('accepts a button whose name for screen readers says where it goes', () => {
    const button: BlockInput = {
      block_id: 'l',
      name: 'link-button',
      button: { text: 'Läs mer', url: '/lon', aria_label: 'Läs mer om lönekartläggning' },
    };
    expect(findings(button)).toEqual([]);
  });

  it('refuses a name for screen readers that does not hold the visible text (WCAG 2.5.3)', () => {
    const button = (text: string, ariaLabel: string): BlockInput => ({
      block_id: 'l',
      name: 'link-button',
      button: { text, url: 'https://www.do.se', aria_label: ariaLabel },
    });
    expect(findings(button('Gå till do.se', 'Gå till Diskrimineringsombudsmannens webbplats do.se'))).toEqual(
      [
        expect.objectContaining({
          rule: 'label-in-name',
          severity: 'error',
          path: 'components[0].button.aria_label',
          message: expect.stringContaining('"Gå till do.se"'),
        }),
      ],
    );
    expect(
      findings(button('Gå till do.se', 'gå till  DO.se, Diskrimineringsombudsmannens webbplats')),
    ).toEqual([]);
  });

  it("refuses a button's vague text in its own field", () => {
    const button: BlockInput = {
      block_id: 'l',
      name: 'link-button',
      button: { text: 'Läs mer', url: '/om' },
    };
    expect(findings(button)).toEqual([
      expect.objectContaining({ rule: 'link-text', path: 'components[0].button.text' }),
    ]);
  });
});

describe('images', () => {
  const image = (alt: string, decorative = false): BlockInput => ({
    block_id: 'i',
    name: 'image',
    image: { url: '/api/images/3', alt, decorative },
  });

  it('warns of an alt text that is a file name', () => {
    expect(findings(image('IMG_2041.jpg'))).toEqual([
      expect.objectContaining({ rule: 'image-alt', severity: 'warning', path: 'components[0].image.alt' }),
    ]);
    expect(findings(textBlock('<p><img src="/api/images/2" alt="mote.png"></p>'))).toEqual([
      expect.objectContaining({ rule: 'image-alt', severity: 'warning', path: 'components[0].html' }),
    ]);
  });

  it('warns of an alt text over 250 characters, and not at 250', () => {
    expect(findings(image('a'.repeat(251)))[0]?.message).toContain('251 tecken');
    expect(findings(image('a'.repeat(250)))).toEqual([]);
  });

  it('compares with the file name of an address that does not decode, without failing', () => {
    const broken: BlockInput = {
      block_id: 'x',
      name: 'image',
      image: { url: '/bilder/m%E0te.png', alt: 'm%E0te' },
    };
    expect(findings(broken)).toEqual([expect.objectContaining({ rule: 'image-alt' })]);
  });

  it('does not take an alt text that begins like a camera name for one', () => {
    expect(findings(image('Bild 1: diagram över löner'))).toEqual([]);
  });

  it('leaves a decorative image and a good alt text alone', () => {
    expect(findings(image('IMG_1.jpg', true), image('Två kollegor i samtal vid ett bord'))).toEqual([]);
  });
});

describe('video (WCAG 1.2.5)', () => {
  const video = (more: Partial<BlockInput>): BlockInput => ({
    block_id: 'v',
    name: 'video-full',
    video_url: 'https://www.youtube.com/watch?v=abc',
    video_transcript: '<p>Allt som sägs.</p>',
    ...more,
  });

  it('refuses a video without an audio-described version or the statement', () => {
    expect(findings(video({}))).toEqual([
      expect.objectContaining({
        rule: 'video-audio-description',
        severity: 'error',
        path: 'components[0].video_no_visual_information',
      }),
    ]);
  });

  it('accepts either the audio-described version or the ticked box', () => {
    expect(findings(video({ video_url_visual: 'https://www.youtube.com/watch?v=def' }))).toEqual([]);
    expect(findings(video({ video_no_visual_information: true }))).toEqual([]);
  });
});

describe('tables', () => {
  it('refuses a table without a header row', () => {
    expect(findings(textBlock('<table><tbody><tr><td>2024</td><td>52 %</td></tr></tbody></table>'))).toEqual([
      expect.objectContaining({ rule: 'table-header', severity: 'error', path: 'components[0].html' }),
    ]);
  });

  it('refuses a table whose header cells are only in a later row', () => {
    const table = '<table><tbody><tr><td>2024</td></tr><tr><th>År</th></tr></tbody></table>';
    expect(findings(textBlock(table))).toEqual([expect.objectContaining({ rule: 'table-header' })]);
  });

  it('accepts a first row of header cells', () => {
    const table =
      '<table><thead><tr><th>År</th><th>Andel</th></tr></thead><tbody><tr><td>2024</td><td>52 %</td></tr></tbody></table>';
    expect(findings(textBlock(table))).toEqual([]);
  });
});

describe('language of parts', () => {
  const english = 'The report shows that the gap between women and men in the workplace is closing.';

  it('warns of an English paragraph not marked with its language', () => {
    expect(findings(textBlock(`<p>${english}</p>`))).toEqual([
      expect.objectContaining({
        rule: 'language-of-parts',
        severity: 'warning',
        message: expect.stringContaining('engelska'),
      }),
    ]);
  });

  it('accepts the paragraph marked lang="en", a marked part in a Swedish one, and Swedish', () => {
    expect(
      findings(
        textBlock(`<p lang="en">${english}</p>`),
        textBlock(`<p>Rapporten heter <span lang="en">${english}</span> och kom i år.</p>`),
        textBlock('<p>Rapporten visar att skillnaden mellan kvinnor och män på arbetsplatsen minskar.</p>'),
      ),
    ).toEqual([]);
  });
});

describe('readability goal ("Läsbarhetsmål")', () => {
  // 35 long words in one sentence: LIX 35 + 100 = 135. 40 short ones in eight: LIX 5.
  const hard = `<p>${Array.from({ length: 35 }, () => 'jämställdhetsarbete').join(' ')}.</p>`;
  const easy = `<p>${Array.from({ length: 8 }, () => 'vi och du går hem.').join(' ')}</p>`;
  const courseWith = (html: string, goal?: number) => {
    const course = sampleEducation(goal === undefined ? {} : { readability_goal: goal });
    const [block] = page(textBlock(html)).components;
    if (block && course.chapters[0]?.episodes[0]) {
      course.chapters[0].episodes[0].components[0] = [block];
    }
    return contentFindings(course).filter((finding) => finding.rule === 'readability');
  };

  it("warns of a course page above the course's goal (40 when not given), naming the page", () => {
    expect(courseWith(hard)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        where: 'Kapitel 1, Episod 1, Sida 1',
        path: 'chapters[0].episodes[0].components[0]',
        message: expect.stringContaining('LIX 135 (Mycket svår), över utbildningens läsbarhetsmål 40'),
      }),
    ]);
  });

  it('holds a page to a goal the course sets, and leaves easy text and short pages alone', () => {
    expect(courseWith(easy, 30)).toEqual([]);
    expect(courseWith('<p>Jämställdhetsarbete förutsätter organisationsförändringar.</p>')).toEqual([]);
    expect(courseWith(hard, 80)).toHaveLength(1);
  });

  it('compares the LIX as shown: a page at the goal is not above it', () => {
    // 40 words in two sentences, 8 of them long: 20 + 20 = LIX 40; with 10 long: 20 + 25 = 45.
    const text = (long: number) =>
      `<p>${[0, 1]
        .map((half) =>
          Array.from({ length: 20 }, (_, index) => (half * 20 + index < long ? 'jämställd' : 'och')).join(
            ' ',
          ),
        )
        .join('. ')}.</p>`;
    expect(courseWith(text(8))).toEqual([]);
    expect(courseWith(text(10))[0]?.message).toContain('LIX 45');
  });

  it('does not hold a page (not a course) to a goal', () => {
    expect(findings(textBlock(hard)).filter((finding) => finding.rule === 'readability')).toEqual([]);
  });
});

describe('contentWarnings', () => {
  it('keeps the varningar only, in document order: what an administrator publishes over', () => {
    const document = page(
      textBlock('<p><a href="https://www.do.se/">klicka här</a></p>'),
      textBlock('<p>The report shows that the gap between women and men in the workplace is closing.</p>'),
    );
    expect(contentFindings(document).map((finding) => finding.severity)).toEqual(['error', 'warning']);
    expect(contentWarnings(document)).toEqual([
      expect.objectContaining({ rule: 'language-of-parts', where: 'Block 2 (Text)', severity: 'warning' }),
    ]);
    expect(contentWarnings(page(textBlock('<p>Lagen gäller alla.</p>')))).toEqual([]);
  });

  it('names every rule for the statement with its WCAG criterion, readability as klarspråk', () => {
    for (const name of Object.values(CONTENT_RULE_NAMES)) {
      expect(name).toMatch(/\(WCAG \d\.\d\.\d\)$|klarspråk/);
    }
  });
});
