export * from './lib/create-realtime-socket';
export * from './lib/live-socket';
export * from './lib/components/RealtimeProvider';
export * from './lib/hooks/realtime-context';
export * from './lib/hooks/use-realtime-event';
export * from './lib/hooks/use-realtime-status';
export * from './lib/hooks/use-live-query-options';
export * from './lib/hooks/use-live-room';
export * from './lib/hooks/use-typing';
export * from './lib/rooms/live-rooms';
export * from './lib/rooms/live-rooms-context';
export * from './lib/state/live.slice';
export {
  connectLiveCache,
  TYPING_TIMEOUT_MS,
  type LiveCacheOptions,
  type LiveStore,
} from './lib/live-cache/connect-live-cache';
export { messagePreview } from './lib/live-cache/message-events';
export { cacheUpdates, cachedComments, cachedTask, type CacheUpdate } from './lib/live-cache/cache-updates';
