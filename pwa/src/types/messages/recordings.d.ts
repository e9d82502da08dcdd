// Generated from content/messages/<first language>/app/recordings.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/recordings' {
  export const recordingsHeading: string, recordingsPlay: string, recordingsPause: string, recordingsBack: string, recordingsSpeed: (a: { speed: string | number }) => string, recordingsSpeedLabel: (a: { speed: string | number }) => string, recordingsPosition: (a: { position: string | number; length: string | number }) => string, recordingsLength: (a: { length: string | number }) => string, recordingsAudio: string, recordingsKeep: string, recordingsKeeping: string, recordingsKept: (a: { size: string | number }) => string, recordingsRemove: string, recordingsRemoved: string, recordingsKeepFailed: string;
}
