export * from './lib/create-realtime-socket';
export * from './lib/components/RealtimeProvider';
export * from './lib/hooks/realtime-context';
export * from './lib/hooks/use-realtime-event';
