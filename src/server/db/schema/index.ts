export * from './auth';
export * from './exercises';
export * from './favorites';
export * from './subscriptions';
export * from './workouts';
export * from './suggestions';
export * from './promotions';
export * from './billing';
