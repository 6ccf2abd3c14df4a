export * from './constants.ts';
export * from './routes.ts';
export * from './site-settings.ts';
export * from './user.ts';
