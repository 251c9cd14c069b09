/** The built address of app/islands/main.ts (scripts/islands-plugin.ts); '' in the browser build. */
declare module 'virtual:islands' {
  const url: string;
  export default url;
}
