type Data = Record<string, unknown>;

// The course's hero as the image field writes it, beside the course's own fields.
export function withCardImage(course: Data): Data {
  const hero = course.hero as
    | { images?: { desktop_x2?: string }; alt?: string; decorative?: boolean }
    | undefined;
  const url = hero?.images?.desktop_x2;
  if (!url) {
    return course;
  }
  return {
    ...course,
    card_image: { url, alt: hero?.alt ?? '', ...(hero?.decorative ? { decorative: true } : {}) },
  };
}

// The image field's value back into the course's hero; no image, no hero.
export function fromCardImage(next: Data): Data {
  const { card_image: image, ...course } = next;
  const hero = (course.hero ?? {}) as Data;
  if (typeof image !== 'object' || image === null) {
    const { hero: _gone, ...withoutHero } = course;
    return withoutHero;
  }
  const { url, alt, decorative } = image as { url?: string; alt?: string; decorative?: boolean };
  const { decorative: _old, ...rest } = hero;
  return {
    ...course,
    hero: {
      ...rest,
      images: { ...((hero.images as Data | undefined) ?? {}), desktop_x2: url },
      alt: alt ?? '',
      ...(decorative ? { decorative: true } : {}),
    },
  };
}
