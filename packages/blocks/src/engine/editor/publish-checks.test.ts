import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BlockInput,
  type Education,
  type EducationInput,
  EducationSchema,
  type Page,
  type PageInput,
  PageSchema,
} from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { educationPublishProblems, pagePublishProblems } from './publish-checks';

const NOTHING_TAKEN = { slugs: new Set<string>() };

function text(blockId: string, html = `<p>${blockId}</p>`): BlockInput {
  return { block_id: blockId, name: 'text', html };
}

/** One of each kind of block the checks look at, each as it may be published. */
const VALID_BLOCKS: BlockInput[] = [
  {
    block_id: 'video',
    name: 'video-full',
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video_url_sign: '76979871',
    video_no_visual_information: true,
    video_transcript: '<p>Berättare: Välkommen.</p>',
    image: { url: '/bilder/affisch.jpg', alt: '', decorative: true },
  },
  {
    block_id: 'bild',
    name: 'image',
    image: { url: 'https://example.se/bild.jpg', alt: 'Elever på skolgården' },
  },
  {
    block_id: 'ljud',
    name: 'list-sounds',
    items: [{ title: 'Klipp', sound_url: '/ljud/klipp.mp3', sound_transcript: '<p>Elev: Hej.</p>' }],
  },
  {
    block_id: 'fraga',
    name: 'question-radio',
    title: 'Är det rätt?',
    has_correction: true,
    answers: [
      { id: 'ja', label: 'Ja', correct: true },
      { id: 'nej', label: 'Nej' },
    ],
  },
  {
    block_id: 'reflektion',
    name: 'question-checkbox',
    title: 'Vad tänker du?',
    answers: [{ id: 'a', label: 'A' }],
  },
  {
    block_id: 'lankar',
    name: 'text',
    html:
      '<p><a href="https://www.do.se">DO</a> <a href="http://example.se">gammal</a> ' +
      '<a href="mailto:info@example.se">e-post</a> <a href="tel:+46101234500">ring</a> ' +
      '<a href="/om-kakor">kakor</a> <a href="#kontakt">kontakt</a> <img src="/x.png" alt=""></p>',
  },
  { block_id: 'knapp', name: 'link-button', button: { text: 'Mejla oss', url: 'mailto:info@example.se' } },
  {
    block_id: 'filer',
    name: 'list-downloads',
    items: [{ file: { url: '/filer/mall.pdf', name: 'Mall' } }, { url: '#kontakt', title: 'Kontakt' }],
  },
];

/**
 * A course that may be published. Chapter 2, episode 1, page 3 has three text blocks, so a
 * block added there is 'Kapitel 2, Episod 1, Sida 3, block 4'.
 */
function course(block?: BlockInput, overrides: Partial<EducationInput> = {}): Education {
  return EducationSchema.parse({
    id: 7,
    slug: 'jamstalldhet-101',
    title: 'Jämställdhet 101',
    hero: { images: { desktop_x2: '/bilder/hero.jpg' }, alt: 'Kollegor i samtal' },
    header: { fb_img: 'https://example.se/dela.jpg' },
    presentation: { components: [{ block_id: 'presentation', name: 'education-presentation' }] },
    chapters: [
      { title: 'Grunderna', episodes: [{ title: 'Start', components: [VALID_BLOCKS] }] },
      {
        title: 'Fördjupning',
        episodes: [
          {
            title: 'Lagen',
            components: [
              [text('s1')],
              [text('s2')],
              [text('t1'), text('t2'), text('t3'), ...(block ? [block] : [])],
            ],
          },
        ],
      },
    ],
    evaluation: {
      components: [
        {
          block_id: 'utvardering',
          name: 'question-radio',
          title: 'Hur var utbildningen?',
          part: 'evaluation',
          answers: [{ id: '1', label: 'Bra' }],
        },
      ],
    },
    completed: { components: [text('tack')] },
    ...overrides,
  });
}

function page(overrides: Partial<PageInput> = {}): Page {
  return PageSchema.parse({
    id: 3,
    slug: 'om-oss',
    title: 'Om oss',
    components: [text('intro'), ...VALID_BLOCKS],
    ...overrides,
  });
}

const PLACE = 'Kapitel 2, Episod 1, Sida 3, block 4';
const PATH = 'chapters[1].episodes[0].components[2][3]';

describe('the content rules in the publish problems', () => {
  it("refuses the content rules' errors and lets their varningar through", () => {
    const vague = { block_id: 'vag', name: 'text', html: '<p><a href="/om">klicka här</a></p>' };
    const fileName = {
      block_id: 'filnamn',
      name: 'image',
      image: { url: '/api/images/1', alt: 'IMG_2041.jpg' },
    };
    expect(educationPublishProblems(course(vague), NOTHING_TAKEN)).toEqual([
      expect.objectContaining({ path: `${PATH}.html`, message: expect.stringContaining('Länktexten') }),
    ]);
    expect(educationPublishProblems(course(fileName), NOTHING_TAKEN)).toEqual([]);
  });
});

describe('educationPublishProblems', () => {
  it('passes a course that may be published', () => {
    expect(educationPublishProblems(course(), NOTHING_TAKEN)).toEqual([]);
  });

  it('refuses a video without a transcript', () => {
    const video = {
      block_id: 'film',
      name: 'video-full',
      video_url: 'https://vimeo.com/76979871',
      video_no_visual_information: true,
    };
    expect(educationPublishProblems(course(video), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Video)`,
        path: `${PATH}.video_transcript`,
        message: 'Videon saknar textversion (transkription).',
      },
    ]);
  });

  it('refuses a video whose address is not YouTube or Vimeo', () => {
    const video = {
      block_id: 'film',
      name: 'video-full',
      video_url: 'https://evil.example/v',
      video_transcript: 'T',
    };
    const [problem] = educationPublishProblems(course(video), NOTHING_TAKEN);
    expect(problem).toMatchObject({ where: `${PLACE} (Video)`, path: `${PATH}.video_url` });
    expect(problem?.message).toContain('YouTube eller Vimeo');
  });

  it('refuses a sound without a transcript, naming the item', () => {
    const sounds = {
      block_id: 'ljud2',
      name: 'list-sounds',
      items: [
        { sound_url: '/ljud/a.mp3', sound_transcript: 'A' },
        { sound_url: '/ljud/b.mp3', sound_transcript: ' ' },
      ],
    };
    expect(educationPublishProblems(course(sounds), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Ljud), punkt 2`,
        path: `${PATH}.items[1].sound_transcript`,
        message: 'Ljudet saknar textversion (transkription).',
      },
    ]);
  });

  it('refuses an image without alt text that is not marked decorative', () => {
    const image = { block_id: 'bild2', name: 'image', image: { url: '/bilder/a.jpg', alt: '' } };
    const [problem] = educationPublishProblems(course(image), NOTHING_TAKEN);
    expect(problem).toMatchObject({ where: `${PLACE} (Bild)`, path: `${PATH}.image.alt` });
    expect(problem?.message).toContain('alternativtext');
  });

  it('passes an image without alt text that is marked decorative', () => {
    const image = { block_id: 'bild2', name: 'image', image: { url: '/bilder/a.jpg', decorative: true } };
    expect(educationPublishProblems(course(image), NOTHING_TAKEN)).toEqual([]);
  });

  it('refuses a card image without alt text, naming the card', () => {
    const cards = {
      block_id: 'kort',
      name: 'cards-multiple',
      items: [{ title: 'Ett', front: { image: { url: '/bilder/a.jpg', alt: ' ' } } }],
    };
    expect(educationPublishProblems(course(cards), NOTHING_TAKEN)).toMatchObject([
      { where: `${PLACE} (Flera kort), punkt 1`, path: `${PATH}.items[0].front.image.alt` },
    ]);
  });

  it('refuses an image in HTML without an alt attribute', () => {
    const block = text('bildtext', '<p><img src="/bilder/a.jpg"></p>');
    const [problem] = educationPublishProblems(course(block), NOTHING_TAKEN);
    expect(problem).toMatchObject({ where: `${PLACE} (Text)`, path: `${PATH}.html` });
    expect(problem?.message).toContain('alt');
  });

  it('refuses a hero image without alt text', () => {
    const hero = { images: { desktop_x2: '/bilder/hero.jpg' }, alt: '' };
    expect(educationPublishProblems(course(undefined, { hero }), NOTHING_TAKEN)).toMatchObject([
      { where: 'Toppbild', path: 'hero.alt' },
    ]);
  });

  it('refuses a graded question without a correct option', () => {
    const question = {
      block_id: 'fraga2',
      name: 'question-radio',
      title: 'Stämmer det?',
      has_correction: true,
      answers: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    };
    expect(educationPublishProblems(course(question), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Fråga med ett svar)`,
        path: `${PATH}.answers`,
        message: 'Frågan rättas men inget svarsalternativ är markerat som rätt.',
      },
    ]);
  });

  it('refuses a question without options', () => {
    const question = { block_id: 'fraga2', name: 'question-checkbox-card', title: 'Vilka?', answers: [] };
    expect(educationPublishProblems(course(question), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Fråga med flera svar, kort)`,
        path: `${PATH}.answers`,
        message: 'Frågan saknar svarsalternativ.',
      },
    ]);
  });

  it('refuses a question whose options share an id', () => {
    const question = {
      block_id: 'fraga2',
      name: 'question-radio',
      title: 'Stämmer det?',
      answers: [
        { id: 'ja', label: 'Ja' },
        { id: 'nej', label: 'Nej' },
        { id: 'ja', label: 'Kanske' },
      ],
    };
    expect(educationPublishProblems(course(question), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Fråga med ett svar), svarsalternativ 3`,
        path: `${PATH}.answers[2].id`,
        message: 'Svarsalternativets id "ja" används redan av svarsalternativ 1.',
      },
    ]);
  });

  it('refuses a course without chapters (issue 36: "Starta utbildningen" went to the thanks page)', () => {
    expect(educationPublishProblems(course(undefined, { chapters: [] }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Kapitel',
        path: 'chapters',
        message: 'Utbildningen har inga kapitel. Lägg till ett kapitel med en episod och en sida med block.',
      },
    ]);
  });

  it('refuses a course available until a day before it opens', () => {
    const available = { from: 1_800_000_000, to: 1_700_000_000 };
    expect(educationPublishProblems(course(undefined, { available }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Tillgänglig till',
        path: 'available.to',
        message: '"Tillgänglig till" är före "Tillgänglig från".',
      },
    ]);
  });

  it('refuses an empty Text block, naming its required field', () => {
    expect(educationPublishProblems(course(text('tom', '<p> </p>')), NOTHING_TAKEN)).toEqual([
      { where: `${PLACE} (Text)`, path: `${PATH}.html`, message: 'Fyll i "Text". Fältet är obligatoriskt.' },
    ]);
  });

  it('passes a Text block whose only content is an image', () => {
    const block = text('bildtext', '<p><img src="/bilder/a.png" alt="Karta"></p>');
    expect(educationPublishProblems(course(block), NOTHING_TAKEN)).toEqual([]);
  });

  it('refuses a link button without text or address, naming each field in its group', () => {
    const button = { block_id: 'knapp2', name: 'link-button', button: { text: '', url: ' ' } };
    expect(educationPublishProblems(course(button), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Länkknapp)`,
        path: `${PATH}.button.text`,
        message: 'Fyll i "Länk, Knappens text". Fältet är obligatoriskt.',
      },
      {
        where: `${PLACE} (Länkknapp)`,
        path: `${PATH}.button.url`,
        message: 'Fyll i "Länk, Adress". Fältet är obligatoriskt.',
      },
    ]);
    const missing = { block_id: 'knapp3', name: 'link-button' };
    expect(educationPublishProblems(course(missing), NOTHING_TAKEN).map((problem) => problem.path)).toEqual([
      `${PATH}.button.text`,
      `${PATH}.button.url`,
    ]);
  });

  it('refuses an empty required field of a list item, naming the item', () => {
    const faq = {
      block_id: 'faq',
      name: 'list-faq',
      items: [
        { question: 'Vad?', answer: '<p>Så.</p>' },
        { question: 'Varför?', answer: '<p></p>' },
      ],
    };
    expect(educationPublishProblems(course(faq), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Frågor och svar), punkt 2`,
        path: `${PATH}.items[1].answer`,
        message: 'Fyll i "Frågor, Svar". Fältet är obligatoriskt.',
      },
    ]);
  });

  it('names a video without a transcript once, though its form also marks the field required', () => {
    const video = {
      block_id: 'film2',
      name: 'video-full',
      video_url: 'https://vimeo.com/76979871',
      video_no_visual_information: true,
    };
    expect(educationPublishProblems(course(video), NOTHING_TAKEN).map((problem) => problem.path)).toEqual([
      `${PATH}.video_transcript`,
    ]);
  });

  it('refuses a chapter without episodes', () => {
    const chapters = [...course().chapters, { title: 'Tomt', episodes: [] }];
    expect(educationPublishProblems(course(undefined, { chapters }), NOTHING_TAKEN)).toEqual([
      { where: 'Kapitel 3', path: 'chapters[2].episodes', message: 'Kapitlet har inga episoder.' },
    ]);
  });

  it('refuses an episode without pages and one whose pages have no blocks', () => {
    const chapters = [
      ...course().chapters,
      {
        title: 'Tomt',
        episodes: [
          { title: 'Inga sidor', components: [] },
          { title: 'Tomma sidor', components: [[], []] },
        ],
      },
    ];
    expect(educationPublishProblems(course(undefined, { chapters }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Kapitel 3, Episod 1',
        path: 'chapters[2].episodes[0].components',
        message: 'Episoden har inga sidor med block.',
      },
      {
        where: 'Kapitel 3, Episod 2',
        path: 'chapters[2].episodes[1].components',
        message: 'Episoden har inga sidor med block.',
      },
    ]);
  });

  it('refuses an empty page in an episode that has blocks', () => {
    const chapters = [
      ...course().chapters,
      { title: 'Mer', episodes: [{ title: 'Glapp', components: [[text('m1')], []] }] },
    ];
    expect(educationPublishProblems(course(undefined, { chapters }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Kapitel 3, Episod 1, Sida 2',
        path: 'chapters[2].episodes[0].components[1]',
        message: 'Sidan har inga block.',
      },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.se',
    'ftp://example.se/fil',
    '//evil.example/sida',
    'sida-utan-snedstreck',
  ])('refuses the URL field address %j', (address) => {
    const button = { block_id: 'knapp2', name: 'link-button', button: { text: 'Klicka', url: address } };
    const [problem] = educationPublishProblems(course(button), NOTHING_TAKEN);
    expect(problem).toMatchObject({ where: `${PLACE} (Länkknapp)`, path: `${PATH}.button.url` });
    expect(problem?.message).toContain('är inte tillåten');
  });

  it('refuses an unsafe address in an image, a file and a sound', () => {
    const blocks = {
      block_id: 'blandat',
      name: 'list-downloads',
      image: { url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'Bild' },
      items: [{ file: { url: 'javascript:alert(1)', name: 'Fil' } }],
      sound_url: 'vbscript:x',
      sound_transcript: 'T',
    };
    const paths = educationPublishProblems(course(blocks), NOTHING_TAKEN).map((problem) => problem.path);
    expect(paths.sort()).toEqual([`${PATH}.image.url`, `${PATH}.items[0].file.url`, `${PATH}.sound_url`]);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="jav&#x61;script&colon;alert(1)">x</a>',
    '<a href="java&Tab;script:alert(1)">x</a>',
    "<a title='>' href='javascript:alert(1)'>x</a>",
    '<a title="x"href=javascript:alert(1)>x</a>',
    '<img src="data:image/png;base64,AAAA" alt="">',
    '<a href="foo:bar">x</a>',
    '<a href="//evil.example">x</a>',
  ])('refuses the link in HTML %j', (html) => {
    const [problem] = educationPublishProblems(course(text('html', html)), NOTHING_TAKEN);
    expect(problem).toMatchObject({ where: `${PLACE} (Text)`, path: `${PATH}.html` });
    expect(problem?.message).toContain('i texten är inte tillåten');
  });

  it('refuses a link in the HTML of a list item, naming the item', () => {
    const faq = {
      block_id: 'faq',
      name: 'list-faq',
      items: [{ question: 'Var?', answer: '<p><a href="javascript:void(0)">Vår adress</a></p>' }],
    };
    expect(educationPublishProblems(course(faq), NOTHING_TAKEN)).toMatchObject([
      { where: `${PLACE} (Frågor och svar), punkt 1`, path: `${PATH}.items[0].answer` },
    ]);
  });

  it('refuses a block id that another block of the course has, evaluation included', () => {
    const evaluation = {
      components: [
        {
          block_id: 't2',
          name: 'question-radio',
          title: 'Hur var det?',
          part: 'evaluation' as const,
          answers: [{ id: '1', label: 'Bra' }],
        },
      ],
    };
    expect(educationPublishProblems(course(undefined, { evaluation }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Utvärdering, block 1 (Fråga med ett svar)',
        path: 'evaluation.components[0].block_id',
        message: 'Blockets id "t2" används redan av Kapitel 2, Episod 1, Sida 3, block 2 (Text).',
      },
    ]);
  });

  it('refuses a block id repeated between chapters', () => {
    expect(educationPublishProblems(course(text('video')), NOTHING_TAKEN)).toEqual([
      {
        where: `${PLACE} (Text)`,
        path: `${PATH}.block_id`,
        message: 'Blockets id "video" används redan av Kapitel 1, Episod 1, Sida 1, block 1 (Video).',
      },
    ]);
  });

  it('refuses a slug that another page, course, room or site route takes', () => {
    const taken = { slugs: new Set(['start', 'jamstalldhet-101', 'anvandare']) };
    expect(educationPublishProblems(course(), taken)).toEqual([
      {
        where: 'Utbildningens adress',
        path: 'slug',
        message:
          'Adressen "/jamstalldhet-101" används redan av en annan sida, utbildning, ett rum eller en av webbplatsens egna sidor.',
      },
    ]);
  });

  it.each(['Jamstalldhet', '-kurs', 'kurs/1', 'kurs 1', 'å', 'a'.repeat(201)])(
    'refuses the slug %j',
    (slug) => {
      const [problem] = educationPublishProblems(course(undefined, { slug }), NOTHING_TAKEN);
      expect(problem).toMatchObject({ where: 'Utbildningens adress', path: 'slug' });
      expect(problem?.message).toContain('små bokstäver');
    },
  );
});

describe('pagePublishProblems', () => {
  it('passes a page that may be published', () => {
    expect(pagePublishProblems(page(), NOTHING_TAKEN)).toEqual([]);
  });

  it('names a page block by its place on the page', () => {
    const components = [text('intro'), { block_id: 'bild', name: 'image', image: { url: '/a.jpg' } }];
    expect(pagePublishProblems(page({ components }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Block 2 (Bild)',
        path: 'components[1].image.alt',
        message: 'Bilden saknar alternativtext. Skriv en, eller markera bilden som dekorativ.',
      },
    ]);
  });

  it('refuses a page without blocks', () => {
    expect(pagePublishProblems(page({ components: [] }), NOTHING_TAKEN)).toEqual([
      {
        where: 'Sidans block',
        path: 'components',
        message: 'Sidan har inga block. Lägg till minst ett block innan du publicerar.',
      },
    ]);
  });

  it('refuses a block id repeated on the page', () => {
    const components = [text('intro'), text('intro')];
    expect(pagePublishProblems(page({ components }), NOTHING_TAKEN)).toMatchObject([
      { where: 'Block 2 (Text)', path: 'components[1].block_id' },
    ]);
  });

  it('refuses a taken or malformed slug', () => {
    expect(pagePublishProblems(page(), { slugs: new Set(['om-oss']) })).toMatchObject([
      { where: 'Sidans adress', path: 'slug' },
    ]);
    expect(pagePublishProblems(page({ slug: 'Om oss' }), NOTHING_TAKEN)).toMatchObject([
      { where: 'Sidans adress', path: 'slug' },
    ]);
  });

  it('refuses an unsafe share image address', () => {
    const header = { twitter_img: 'javascript:alert(1)' };
    expect(pagePublishProblems(page({ header }), NOTHING_TAKEN)).toMatchObject([
      { where: 'Delningsbild', path: 'header.twitter_img' },
    ]);
  });
});

describe('the demo content of apps/api/content', () => {
  const content = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../../apps/api/content',
  );
  const read = (folder: string) =>
    readdirSync(path.join(content, folder))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(content, folder, file), 'utf8')) as unknown);
  const educations = read('educations').map((data) => EducationSchema.parse(data));
  const pages = [...read('pages'), ...read('rooms')].map((data) => PageSchema.parse(data));
  const allSlugs = [...educations, ...pages].map((document) => document.slug);
  const othersThan = (slug: string) => ({ slugs: new Set(allSlugs.filter((other) => other !== slug)) });

  it('has every course and page', () => {
    expect(educations.length).toBeGreaterThanOrEqual(5);
    expect(pages.length).toBeGreaterThanOrEqual(14);
  });

  it.each(educations.map((education) => [education.slug, education] as const))(
    'course %s may be published',
    (slug, education) => {
      const problems = educationPublishProblems(education, othersThan(slug));
      expect(
        problems.map((problem) => problem.path),
        slug,
      ).toEqual([]);
    },
  );

  it.each(pages.map((document) => [document.slug, document] as const))(
    'page %s may be published',
    (_slug, document) => {
      expect(pagePublishProblems(document, othersThan(document.slug))).toEqual([]);
    },
  );
});
