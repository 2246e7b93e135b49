export * from './auth';
export * from './exercises';
export * from './favorites';
export * from './subscriptions';
export * from './workouts';
