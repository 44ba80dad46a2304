const SVG = 'http://www.w3.org/2000/svg';

// A chart's look when it stands alone, outside the site's stylesheet (the same as on the page).
const FILE_STYLE = `svg { background: #ffffff; color: #5a2d82; font-family: system-ui, sans-serif; font-size: 12px; }
text { fill: #1c1b1f; white-space: pre; }`;

/**
 * A chart as an SVG file of its own: its title and description inside (what a screen reader
 * or a document it is pasted into reads), and its look, which on the page comes from the
 * site's stylesheet.
 */
export function chartFile(chart: SVGSVGElement, title: string, description: string): string {
  const copy = chart.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG);
  copy.removeAttribute('aria-labelledby');
  copy.removeAttribute('aria-describedby');
  const titleElement = document.createElementNS(SVG, 'title');
  titleElement.textContent = title;
  const descriptionElement = document.createElementNS(SVG, 'desc');
  descriptionElement.textContent = description;
  const style = document.createElementNS(SVG, 'style');
  style.textContent = FILE_STYLE;
  copy.prepend(titleElement, descriptionElement, style);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** Offers `text` as a file named `name` to save, as a link to it would. */
export function saveFile(name: string, text: string, type: string): void {
  const address = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the file by the next task; the address is then of no more use.
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}
