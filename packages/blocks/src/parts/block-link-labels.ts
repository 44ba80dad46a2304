/** The text of links that open in a new window; hosts may override it by key. */
export const linkLabels = {
  'link.newWindow': '(öppnas i nytt fönster)',
} as const;
