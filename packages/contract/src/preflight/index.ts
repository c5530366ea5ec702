export * from './logo-fit';
export * from './preflight';
export * from './preflight-input';
