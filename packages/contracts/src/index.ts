export * from './calls/index';
export * from './constants';
export * from './core';
export * from './entities/integrations';
export * from './entities/message';
export * from './entities/project';
export * from './entities/user';
export * from './messages';
