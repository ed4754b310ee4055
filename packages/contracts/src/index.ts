export * from './content';
export * from './errors';
export * from './health';
export const APP_VERSION_LABEL = 'v2.0.0';
export * from './accounts';
export * from './auth';
export * from './onboarding';
export * from './profile';
export * from './rosters';
