export * from './api.ts';
export * from './constants.ts';
export * from './dev-outbox.ts';
export * from './medication-database.ts';
export * from './routes.ts';
export * from './site-settings.ts';
export * from './user.ts';
