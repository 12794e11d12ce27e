/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product website's join page that the sign-up button opens (default https://jiyun.app/join). */
  readonly VITE_JOIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
