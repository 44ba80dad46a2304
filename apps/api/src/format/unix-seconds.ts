/** A time as the API sends it (SPEC §3: unix seconds). */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
