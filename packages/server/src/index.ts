export { buildApp } from './app.js';
export type { AppDeps } from './app.js';
export { ConfigError, loadConfig } from './config.js';
export type { AppConfig, LogLevel, NodeEnv, SmsTransport } from './config.js';
export { openDatabase, wrapPglite, MIGRATIONS_FOLDER } from './db/client.js';
export type { Database, DatabaseHandle } from './db/client.js';
export { DEMO_OPERATOR, DEMO_OWNER, DEMO_SIGN_INS, SECOND_OWNER } from './seed/demo.js';
export type { DemoSignIn } from './seed/demo.js';
