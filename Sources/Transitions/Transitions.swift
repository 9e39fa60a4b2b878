// Transitions: the toolbar transitions, over already-rendered bitmaps. (The navigation controller's stack model
// the transition rules were checked against is test support: Sources/NavigationModel.)
//
// Which transition:
//   TransitionKind.decide(from: TransitionKind.Side, to: TransitionKind.Side, animated:) -> .none | .fade | .slide
//   (not animated: none; two default wrappers: fade for equal heights, else slide; either side not one: slide)
// Frames (all inputs are RenderedScreen: bitmap + scale + barFrame in points + background + safeTop [+ status-bar
// layer]):
//   Transition.frame(kind:source:destination:progress:direction:drawsStatusBar:) -> Bitmap
//   Fade.compose(direction:), Slide.compose(direction:), Slide.offsets, Slide.dimAlpha,
//   InteractivePop.interpolatedAppearance(from:to:progress:), InteractivePop.compose,
//   BarFade.compose (interactive pop between a bar and no bar: the bar stays and fades, the content slides),
//   StatusBarFade.opacities(atProgress:) / .dominantSide(atProgress:) (the status-bar cross-fade)
// Time → progress:
//   TransitionTiming.progress(at:kind:) (ease-in-out 0.5 s for .fade; normalised push spring for .slide/.interactive)
// Filmstrips:
//   Filmstrip.make(frames:separatorColor:scale:), Filmstrip.progressValues(count:),
//   Filmstrip.make(count:kind:source:destination:direction:separatorColor:drawsStatusBar:)
// Errors: TransitionError (never a trap on input).
//
// Every kind starts on the source canvas (p = 0) and ends on the destination canvas (p = 1), pixel for pixel.
// Conventions: frames in points, pixels = points × scale rounded to nearest (halves away from zero);
// all compositing in Double, straight-alpha source-over, rounded once to 8 bits; pixels no canvas covers are
// transparent; outputs are as wide as both inputs and as tall as the taller one; same inputs → same bytes.
