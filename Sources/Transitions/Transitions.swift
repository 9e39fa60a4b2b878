// Transitions: the toolbar transitions, over already-rendered bitmaps.
// Design notes: "The Transitions module at a glance".
