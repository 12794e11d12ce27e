/** The product website's join page, opened by the sign-up button (set VITE_JOIN_URL at build time). */
export const JOIN_URL = import.meta.env.VITE_JOIN_URL?.trim() || 'https://jiyun.app/join';
