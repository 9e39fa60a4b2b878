// `import BarSnap` is all a test needs: the scene model and device presets, layout and rendering, transitions,
// comparison options, the configuration (barsnap.json) and its cases, the harness (record modes, verifySnapshot)
// and the assertions defined in this module.
@_exported import BarSnapCore
@_exported import BarSnapKit
@_exported import ImageDiff
@_exported import SnapshotHarness
@_exported import SnapshotSuite
@_exported import ToolbarLayout
@_exported import ToolbarModel
@_exported import Transitions
