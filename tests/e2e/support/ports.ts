export const PORT = 3210;
export const EMPTY_PORT = 3211;
export const EMPTY_SITE = `http://127.0.0.1:${EMPTY_PORT}`;
