export * from './document';
export * from './render-page';
export * from './theme';
