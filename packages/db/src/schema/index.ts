export * from './auth';
export * from './brands';
export * from './catalogue';
export * from './customization';
export * from './products';
export * from './system';
export * from './users';
