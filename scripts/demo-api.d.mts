/** The real API in demo mode on the embedded database, serving `webRoot` as its website. */
export function startDemoApi(
  repository: string,
  webRoot: string,
  dataDirectory: string,
): Promise<{ origin: string; stop: () => void }>;
