/** Each legal text's last change, YYYY-MM-DD, from git at build time (scripts/content-dates.ts). */
declare module 'virtual:content-dates' {
  const dates: Record<'privacy-policy' | 'terms-of-service' | 'disclaimer' | 'cookie-policy', string>;
  export default dates;
}
