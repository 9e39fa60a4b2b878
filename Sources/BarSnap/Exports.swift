// `import BarSnap` is all a test needs: the scene model and device presets, layout and rendering, transitions,
// comparison options, the configuration (barsnap.json) and its cases, the harness (record modes, verifySnapshot)
// and the assertions defined in this module.
@_exported import Basics
@_exported import Pipeline
@_exported import Verdict
@_exported import SnapshotSuite
@_exported import BarLayout
@_exported import BarModel
@_exported import Transitions
