export const APP_VERSION_LABEL = 'v2.0.0';
