// First: the messages every check of the contract gives (a side effect of that module).
import './common/messages';

export * from './auth.routes';
export * from './auth.schemas';
export * from './brand-values';
export * from './brands.routes';
export * from './brands.schemas';
export * from './catalogue.routes';
export * from './catalogue.schemas';
export * from './common';
export * from './customization.routes';
export * from './customization.schemas';
export * from './files.routes';
export * from './files.schemas';
export * from './products.routes';
export * from './products.schemas';
export * from './requests.schemas';
export * from './search.routes';
export * from './search.schemas';
export * from './system.routes';
export * from './system.schemas';
export * from './templates';
export * from './templates.routes';
export * from './templates.schemas';
export * from './tracking.schemas';
export * from './users.routes';
export * from './users.schemas';
